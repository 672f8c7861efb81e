import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import { ERRORS, type ErrorName } from "../errors/catalog.ts";
import { HttpError } from "../errors/http-error.ts";
import { findRecipient } from "../recipients/content.ts";
import { decideEmail, MAX_EMAIL_LENGTH } from "../recipients/email.ts";
import { checkHuman, formStamp, HONEYPOT_FIELD, STAMP_FIELD } from "../visitor-forms/stamp.ts";
import { takeVisitorQuota } from "../visitor-forms/quota.ts";
import type { NewsletterDeps } from "./deps.ts";
import { confirmationMail } from "./mails.ts";
import { savePending } from "./store.ts";

/** The rate-limit scope of the signup form (src/lib/visitor-forms). */
export const SIGNUP_SCOPE = "newsletter";
/** Longest name a subscriber may give (the `recipients` schema's limit). */
export const NAME_MAX_LENGTH = 120;

/** What the visitor typed, as the form shows it again. */
export interface SignupValues {
  email: string;
  name: string;
}

/** Messages beside the form's fields, already in the visitor's language. */
export type SignupErrors = Partial<Record<keyof SignupValues, string[]>>;

/**
 * The answer to a signup: `form` again (invalid fields or a limit, values kept, a fresh stamp),
 * `check` (sent too soon or without a fresh stamp, as from a prerendered page: the values to
 * check and send once more), `refused` (what only a program sends), or `sent` ("check your
 * inbox"; the same whether the address was new, pending or subscribed already).
 */
export type SignupView =
  | { kind: "form"; status: 200 | 400 | 429; lang: Lang; values: SignupValues; errors: SignupErrors; message: string; stamp: string; retryAfter?: string }
  | { kind: "check"; status: 422; lang: Lang; values: SignupValues; message: string; stamp: string }
  | { kind: "refused"; status: 422; lang: Lang; message: string }
  | { kind: "sent"; status: 200; lang: Lang; email: string };

/** Where the visitor is: their address (the rate limit's second key). */
export interface SignupClient {
  address: string | undefined;
}

// True when `s` holds no control character: a name ends up in mail and content.
const oneLine = (s: string) => ![...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The fields' messages for `values`, none when they are fine. */
export function validateSignup(values: SignupValues, lang: Lang): SignupErrors {
  const errors: SignupErrors = {};
  const say = (key: UiKey) => [t(lang, key, { max: NAME_MAX_LENGTH })];
  if (values.email === "") errors.email = say("newsletter.error.emailRequired");
  else if (values.email.length > MAX_EMAIL_LENGTH || !decideEmail(encodeURIComponent(values.email)).ok) errors.email = say("newsletter.error.emailInvalid");
  if (values.name.length > NAME_MAX_LENGTH) errors.name = say("newsletter.error.nameLong");
  else if (!oneLine(values.name)) errors.name = say("newsletter.error.nameLine");
  return errors;
}

const catalogMessage = (code: ErrorName, lang: Lang) => ERRORS[code].message[lang];

/** The human check's verdict: passed, or the catalog error it threw. */
function humanVerdict(deps: NewsletterDeps, form: URLSearchParams, now: number): ErrorName | undefined {
  try {
    checkHuman(deps.tokenKey, { honeypot: form.get(HONEYPOT_FIELD) ?? "", stamp: form.get(STAMP_FIELD) ?? "" }, { minFillMs: deps.minFillMs, now });
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    throw error;
  }
}

/**
 * Handles a sent signup form (`email`, `name`, `lang`, the honeypot and the stamp): a filled
 * honeypot or a forged stamp is refused; invalid fields come back with their messages; a send
 * too soon after the stamp (or without one) comes back to be checked and sent again; then the
 * attempt counts against the limits per client address and per e-mail address. Only then is the
 * signup stored as pending and the confirm mail queued — unless the address is subscribed
 * already, which changes nothing and answers the same. A refused send stores nothing.
 */
export async function handleSignup(deps: NewsletterDeps, form: URLSearchParams, client: SignupClient): Promise<SignupView> {
  const now = (deps.now ?? Date.now)();
  const requested = form.get("lang");
  const lang: Lang = isLang(requested) ? requested : DEFAULT_LANG;
  const values: SignupValues = { email: (form.get("email") ?? "").trim().toLowerCase(), name: (form.get("name") ?? "").trim() };
  const human = humanVerdict(deps, form, now);
  if (human === "FormRefused") return { kind: "refused", status: 422, lang, message: catalogMessage("FormRefused", lang) };
  const stamp = formStamp(deps.tokenKey, now);
  const errors = validateSignup(values, lang);
  if (Object.keys(errors).length > 0) return { kind: "form", status: 400, lang, values, errors, message: t(lang, "newsletter.error.fields"), stamp };
  if (human !== undefined) {
    // Without a stamp the form came from a prerendered page: no hurry was detected, it only needs a second send.
    const message = form.get(STAMP_FIELD) ? catalogMessage(human, lang) : t(lang, "newsletter.signup.check");
    return { kind: "check", status: 422, lang, values, message, stamp };
  }
  try {
    takeVisitorQuota(deps.db, SIGNUP_SCOPE, { address: client.address, email: values.email }, deps.limits, now);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { kind: "form", status: 429, lang, values, errors: {}, message: catalogMessage(error.code, lang), stamp, retryAfter: error.headers["retry-after"] };
  }
  const recipient = await findRecipient(deps.cms, values.email);
  if (!recipient?.subscribed) {
    savePending(deps.db, { email: values.email, name: values.name, language: lang, requestedAt: now });
    deps.mail.sendMail(confirmationMail(values.email, lang, { siteUrl: deps.siteUrl, tokenKey: deps.tokenKey, now }));
  }
  return { kind: "sent", status: 200, lang, email: values.email };
}

/** The empty form with a fresh stamp (`GET` of the signup address), in `lang`. */
export function freshSignup(deps: NewsletterDeps, lang: Lang): SignupView {
  const now = (deps.now ?? Date.now)();
  return { kind: "form", status: 200, lang, values: { email: "", name: "" }, errors: {}, message: "", stamp: formStamp(deps.tokenKey, now) };
}
