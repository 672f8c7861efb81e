import type { AstroGlobal } from "astro";
import { checkContact, readContactValues, type ContactCheck, type ContactValues } from "../../../components/contact/contact-fields.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../../../i18n/locales.ts";
import { t } from "../../../i18n/t.ts";
import { submitContact, type ContactRecipient } from "../../../lib/contact/submit.ts";
import { visiblePractitioners } from "../../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../../lib/directory/routes.ts";
import { ERRORS } from "../../../lib/errors/catalog.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { readFormBody } from "../../../lib/http/body.ts";
import { siteUrl } from "../../../lib/site/site-url.ts";
import { checkHuman, formStamp, HONEYPOT_FIELD, STAMP_FIELD, STAMP_MAX_AGE_MS, stampTime, visitorLimits } from "../../../lib/visitor-forms/index.ts";

/** The practitioner a form post is for, with where their page is. */
interface Target {
  recipient: ContactRecipient;
  /** The detail page in the post's language. */
  href: string;
}

/** What the result page shows. */
export type ContactView =
  | { kind: "sent"; lang: Lang; target: Target; values: ContactValues }
  | {
      kind: "form";
      lang: Lang;
      target: Target;
      values: ContactValues;
      errors: ContactCheck["errors"];
      stamp: string;
      notice: { title?: string; text: string; tone: "error" | "info" };
      /** The review after a send without a usable stamp (a prerendered page's form): not a failure, one more click. */
      review: boolean;
    }
  | { kind: "refused"; lang: Lang; target: Target; notice: { title: string; text: string; tone: "error" } };

/** The catalog's title and message of `error` in `lang`. */
const catalogNotice = (error: HttpError, lang: Lang) => ({
  title: ERRORS[error.code].title[lang],
  text: ERRORS[error.code].message[lang],
  tone: "error" as const,
});

/** The visible practitioner `id` (content id), or 404: the form exists only on shown practitioners' pages. */
async function target(Astro: AstroGlobal, id: string, lang: Lang): Promise<Target> {
  const site = await Astro.locals.services.siteData.get();
  const p = visiblePractitioners(site).find((x) => x.id === id);
  if (!p) throw new HttpError("NotFound");
  return { recipient: { id: p.id, name: p.name, email: p.email, languages: p.languages }, href: practitionerPath(lang, p) };
}

/**
 * The stamp a form with problems goes back with: the sent one while it is genuine and younger than
 * half a stamp's lifetime (the visitor has filled the form for long enough already, and it will
 * not expire while they correct it), else a fresh one.
 */
function stampFor(key: string, sent: string, now: number): string {
  const at = sent ? stampTime(key, sent) : undefined;
  return typeof at === "number" && at <= now && now - at < STAMP_MAX_AGE_MS / 2 ? sent : formStamp(key, now);
}

/**
 * `POST /api/contact/:id` from the contact form (form-encoded, same origin: the middleware checks
 * it for `/api/**`). In this order: the body must be a UTF-8 form within JSON_BODY_LIMIT (415, 413,
 * 400); the practitioner must be shown on the site (404); a filled honeypot or a forged stamp is refused
 * (422 `FormRefused`, without the form); values that break the form's rules come back with a
 * message per field (400); a send without a usable stamp or sooner than the minimum fill time
 * comes back for review with a fresh stamp (422 `FormTooFast`); then the limits per client address
 * and e-mail address (429 `FormLimit`, the form kept); else the message is stored and its mails
 * queued. Nothing is stored unless it ends in "sent". Sets the response's status; throws HttpError
 * for what gets the catalog's error screen (404, 413, 415, 400 for an unreadable body).
 */
export async function contactPost(Astro: AstroGlobal, id: string): Promise<ContactView> {
  const { services } = Astro.locals;
  const { request } = Astro;
  const form = await readFormBody(request, services.config.jsonBodyLimit);
  const asked = form.get("lang") ?? "";
  const lang: Lang = isLang(asked) ? asked : DEFAULT_LANG;
  Astro.locals.lang = lang;
  const to = await target(Astro, id, lang);
  const key = services.config.tokenKey;
  const now = Date.now();
  const sentStamp = form.get(STAMP_FIELD) ?? "";
  let review = false;
  try {
    checkHuman(key, { honeypot: form.get(HONEYPOT_FIELD) ?? "", stamp: sentStamp }, { minFillMs: services.config.visitorFormMinFillMs, now });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.code !== "FormTooFast") {
      Astro.response.status = error.status;
      return { kind: "refused", lang, target: to, notice: catalogNotice(error, lang) };
    }
    review = true;
  }
  const values = readContactValues(form);
  const checked = checkContact(values, lang);
  const back = (status: number, notice: { title?: string; text: string; tone: "error" | "info" }, stamp: string, isReview = false): ContactView => {
    Astro.response.status = status;
    return { kind: "form", lang, target: to, values, errors: checked.errors, stamp, notice, review: isReview };
  };
  if (checked.summary) return back(400, { ...checked.summary, tone: "error" }, stampFor(key, sentStamp, now));
  // The page's heading says "check and send"; the notice says what to do.
  if (review) return back(ERRORS.FormTooFast.status, { text: t(lang, "contact.review.text"), tone: "info" }, formStamp(key, now), true);
  try {
    submitContact(
      { db: services.db, mail: services.mail, limits: visitorLimits(services.config), site: new URL(siteUrl(services.config)).host, now: () => now },
      to.recipient,
      { ...values, language: lang, address: Astro.locals.clientAddress ?? Astro.clientAddress },
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.code !== "FormLimit") throw error;
    for (const [name, value] of Object.entries(error.headers)) Astro.response.headers.set(name, value);
    return back(error.status, catalogNotice(error, lang), stampFor(key, sentStamp, now));
  }
  return { kind: "sent", lang, target: to, values };
}
