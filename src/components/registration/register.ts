import type { FormModel } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import type { CmsClient } from "../../lib/cms/client.ts";
import { isCmsError } from "../../lib/cms/cms-error.ts";
import type { Content as ContentDto } from "../../lib/cms/responses.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import type { MailMessage } from "../../lib/mail/message.ts";
import { sendMailAfter } from "../../lib/mail/send-mail.ts";
import { odataString } from "../../lib/recipients/recipient-query.ts";
import { checkHuman, HONEYPOT_FIELD, STAMP_FIELD, takeVisitorQuota } from "../../lib/visitor-forms/index.ts";
import { checkApplicant, formData, linkModel, PRACTITIONERS_SCHEMA, registrationModel } from "./fields.ts";
import { verifyLinkToken } from "../../lib/registration/link-token.ts";
import { editLinkMail, verifyMail } from "../../lib/registration/mails.ts";
import { addRegistration, findRegistration, markVerified, noteEdit } from "../../lib/registration/store.ts";
import type { RegistrationDeps } from "../../lib/registration/deps.ts";

/** One posted visitor form: its fields, the page language and the sender's address. */
export interface FormPost {
  form: URLSearchParams;
  lang: Lang;
  address: string | undefined;
}

/** A form that did not pass its rules: the messages by path and what was sent, to show again. */
export interface Invalid {
  kind: "invalid";
  errors: Record<string, string[]>;
  data: Record<string, Record<string, string>>;
}

/** Logs a content-service failure and answers the catalog's 502; anything else is rethrown. */
function upstream(error: unknown): never {
  if (isCmsError(error)) {
    console.error(`registration: ${error.message}`);
    throw new HttpError("UpstreamError");
  }
  throw error;
}

const clock = (deps: RegistrationDeps) => (deps.now ?? Date.now)();

/** The registration form's model, built from the practitioners schema as the content service has it now. */
export async function loadModel(cms: CmsClient): Promise<{ fields: unknown[]; model: FormModel }> {
  const schema = await cms.schemas.get(PRACTITIONERS_SCHEMA).catch(upstream);
  const fields = (schema.fields ?? []) as unknown[];
  return { fields, model: registrationModel(fields) };
}

/** Refuses what a program sends (honeypot, stamp, fill time): 422 `FormRefused` or `FormTooFast`. */
function human(deps: RegistrationDeps, form: URLSearchParams): void {
  checkHuman(
    deps.tokenKey,
    { honeypot: form.get(HONEYPOT_FIELD) ?? undefined, stamp: form.get(STAMP_FIELD) ?? undefined },
    { minFillMs: deps.minFillMs, now: clock(deps) },
  );
}

const emailOf = (data: Record<string, Record<string, string>>) => (data.email?.iv ?? "").toLowerCase();

/**
 * What every form of these pages checks first, in this order: that a person sent it (before
 * anything is read), the form's rules (the answer with its messages when they fail), then one
 * counted attempt of `scope` for the client and the address given.
 */
async function checkedForm(
  deps: RegistrationDeps,
  post: FormPost,
  scope: string,
  model: () => FormModel | Promise<FormModel>,
): Promise<Invalid | { kind: "checked"; data: Invalid["data"]; email: string }> {
  human(deps, post.form);
  const formModel = await model();
  const data = formData(formModel, post.form);
  const errors = checkApplicant(formModel, data, post.lang);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors, data };
  const email = emailOf(data);
  takeVisitorQuota(deps.db, scope, { address: post.address, email }, deps.limits, clock(deps));
  return { kind: "checked", data, email };
}

/**
 * A new registration: after the human check and the form's rules (the same the browser ran), one
 * attempt of the sender's address and e-mail address is counted (429 `FormLimit` past the limit),
 * the entry is created unpublished with `display: false` (listed for this site, training not
 * confirmed), recorded in the site database, and the verification mail queued. Nothing is stored
 * for a refused or invalid form.
 */
export async function register(deps: RegistrationDeps, post: FormPost): Promise<Invalid | { kind: "registered"; id: string; email: string }> {
  const checked = await checkedForm(deps, post, "register", async () => (await loadModel(deps.cms)).model);
  if (checked.kind === "invalid") return checked;
  const { data, email } = checked;
  const item = await deps.cms.contents
    .create(
      PRACTITIONERS_SCHEMA,
      { ...data, email: { iv: email }, display: { iv: false }, websites: { iv: [deps.siteCode] }, finishedPractitioner: { iv: false } },
      { publish: false },
    )
    .catch(upstream);
  const now = clock(deps);
  addRegistration(deps.db, { practitionerId: item.id, email, language: post.lang }, now);
  queue(deps, () => verifyMail(deps, { practitionerId: item.id, email, name: data.name?.iv ?? "" }, post.lang, now));
  return { kind: "registered", id: item.id, email };
}

/** Queues a mail; a mail that cannot be queued is logged and never undoes what was saved. */
const queue = (deps: RegistrationDeps, make: () => MailMessage) => sendMailAfter(deps.mail, "registration: a mail", make);

/** How many entries one edit-link request mails links for at most (entries sharing an address). */
const MAX_LINKS = 5;

/**
 * An edit-link request: after the human check, the address's rules and one counted attempt
 * (scope `register-link`), each entry whose stored address is this one gets a mail with its edit
 * link. The answer is `sent` whether or not an entry has the address, so it tells nobody which
 * addresses are known.
 */
export async function requestEditLink(deps: RegistrationDeps, post: FormPost): Promise<Invalid | { kind: "sent" }> {
  const checked = await checkedForm(deps, post, "register-link", linkModel);
  if (checked.kind === "invalid") return checked;
  const { email } = checked;
  const query = new URLSearchParams({ $filter: `data/email/iv eq ${odataString(email)}`, $top: String(MAX_LINKS) });
  const list = await deps.cms.contents.list(PRACTITIONERS_SCHEMA, query, { unpublished: true }).catch(upstream);
  const now = clock(deps);
  for (const item of list.items) {
    const stored = storedEmail(item);
    if (stored !== email) continue;
    queue(deps, () => editLinkMail(deps, { practitionerId: item.id, email: stored, name: storedName(item) }, post.lang, now));
  }
  return { kind: "sent" };
}

const iv = (item: ContentDto, field: string): unknown => {
  const value = item.data[field];
  return value && typeof value === "object" ? (value as Record<string, unknown>).iv : undefined;
};
/** The address stored in an entry, lower-cased ("" when it has none). */
const storedEmail = (item: ContentDto) => {
  const value = iv(item, "email");
  return typeof value === "string" ? value.trim().toLowerCase() : "";
};
const storedName = (item: ContentDto) => {
  const value = iv(item, "name");
  return typeof value === "string" ? value : "";
};

/** Content ids as registration links carry them. */
const ENTRY_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The entry `id` when `token` is a genuine, unexpired edit token for it and its stored address;
 * undefined for anything else (forged, expired, another entry's, an address changed since), so
 * the page answers 404 and shows nothing.
 */
export async function entryForEdit(deps: RegistrationDeps, id: string, token: string | null): Promise<ContentDto | undefined> {
  if (!ENTRY_ID.test(id) || !token) return undefined;
  const item = await deps.cms.contents.get(PRACTITIONERS_SCHEMA, id, { unpublished: true }).catch((error: unknown) => {
    if (isCmsError(error) && error.status === 404) return undefined;
    return upstream(error);
  });
  if (!item) return undefined;
  const email = storedEmail(item);
  return email && verifyLinkToken(deps.tokenKey, "edit", token, id, email, clock(deps)) ? item : undefined;
}

/**
 * Saves an edit of `item` (the caller checked its link): the human check, the same rules, one
 * counted attempt (scope `register-edit`), then the entry goes back to moderation: a published or
 * rejected entry is set to Draft first (it leaves the site until an editor approves it again),
 * then its applicant fields are replaced; the editors' fields stay. A changed address is
 * unverified again and gets a verification mail. 409 `EditConflict` when the entry changed
 * between reading and writing.
 */
export async function saveEdit(
  deps: RegistrationDeps,
  item: ContentDto,
  post: FormPost,
): Promise<Invalid | { kind: "saved"; emailChanged: boolean; email: string }> {
  const checked = await checkedForm(deps, post, "register-edit", async () => (await loadModel(deps.cms)).model);
  if (checked.kind === "invalid") return checked;
  const { data, email } = checked;
  const conflict = (error: unknown): never => {
    if (isCmsError(error) && error.status === 412) throw new HttpError("EditConflict");
    return upstream(error);
  };
  let version = item.version;
  if (item.status !== "Draft") version = (await deps.cms.contents.status(PRACTITIONERS_SCHEMA, item.id, "Draft", { ifMatch: version }).catch(conflict)).version;
  await deps.cms.contents.update(PRACTITIONERS_SCHEMA, item.id, { ...item.data, ...data, email: { iv: email } }, { ifMatch: version }).catch(conflict);
  const now = clock(deps);
  const emailChanged = email !== storedEmail(item);
  const before = findRegistration(deps.db, item.id);
  noteEdit(deps.db, { practitionerId: item.id, email, language: post.lang }, now);
  if (emailChanged || !before?.verifiedAt) {
    queue(deps, () => verifyMail(deps, { practitionerId: item.id, email, name: data.name?.iv ?? "" }, post.lang, now));
  }
  return { kind: "saved", emailChanged, email };
}

/** Whether `token` is a genuine, unexpired verification token of entry `id`'s registered address. */
export function canVerify(deps: RegistrationDeps, id: string, token: string | null): boolean {
  if (!ENTRY_ID.test(id) || !token) return false;
  const record = findRegistration(deps.db, id);
  return record !== undefined && verifyLinkToken(deps.tokenKey, "verify", token, id, record.email, clock(deps));
}

/** Marks entry `id`'s address verified when `token` is its verification token; false (nothing changed) otherwise. */
export function verifyAddress(deps: RegistrationDeps, id: string, token: string | null): boolean {
  if (!canVerify(deps, id, token)) return false;
  const record = findRegistration(deps.db, id)!;
  return markVerified(deps.db, id, record.email, clock(deps));
}
