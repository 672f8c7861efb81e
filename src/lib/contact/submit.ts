import type { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import type { MailMessage } from "../mail/message.ts";
import { sendMailAfter, type Mailer } from "../mail/send-mail.ts";
import { takeVisitorQuota, type VisitorLimits } from "../visitor-forms/index.ts";
import { practitionerLang } from "../directory/practitioners.ts";
import { confirmationMail, forwardMail } from "./mail.ts";
import { insertContactMessage } from "./store.ts";

/** The quota scope of the contact form (`takeVisitorQuota`). */
export const CONTACT_SCOPE = "contact";

/** What sending needs: the site database, the mailer, the limits and the site's host for the mails. */
export interface ContactDeps {
  db: DatabaseSync;
  mail: Mailer;
  limits: VisitorLimits;
  /** The site's host (`siteUrl()`), named in the mails. */
  site: string;
  now?: () => number;
}

/** The practitioner a message goes to, as the content holds them now: the address is used for the forward only. */
export interface ContactRecipient {
  id: string;
  name: string;
  email: string;
  /** ISO 639-1 codes the practitioner works in; they pick the forward's language (`practitionerLang`). */
  languages: readonly string[];
}

/** A checked message: the fields passed the form's rules, the honeypot and the stamp passed `checkHuman`. */
export interface ContactSubmission {
  name: string;
  email: string;
  message: string;
  language: Lang;
  /** The sender's client address, for the per-address limit. */
  address: string | undefined;
}

const Email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));

/**
 * Counts the attempt against the contact limits (per client address and per e-mail address: 429
 * `FormLimit`, nothing stored), then stores the message unread and queues its mails: the forward to
 * the practitioner's stored address (when it is a valid address) with `Reply-To` the sender, and the
 * short confirmation to the sender. Mail never fails a stored message: a message that cannot be
 * queued is logged, the editors still find it in the admin. Returns the stored message's id.
 */
export function submitContact(deps: ContactDeps, recipient: ContactRecipient, input: ContactSubmission): number {
  const now = (deps.now ?? Date.now)();
  takeVisitorQuota(deps.db, CONTACT_SCOPE, { address: input.address, email: input.email }, deps.limits, now);
  const message = {
    practitionerId: recipient.id,
    practitionerName: recipient.name,
    senderName: input.name,
    senderEmail: input.email,
    message: input.message,
    language: input.language,
  };
  const id = insertContactMessage(deps.db, message, now);
  const to = v.safeParse(Email, recipient.email);
  const queue = (what: string, build: () => MailMessage) => sendMailAfter(deps.mail, `contact: the ${what} of message ${id}`, build);
  if (to.success) queue("forward", () => forwardMail(message, to.output, { lang: practitionerLang(recipient.languages), site: deps.site }));
  else console.error(`contact: practitioner ${recipient.id} has no valid e-mail address; message ${id} waits in the admin only`);
  queue("confirmation", () => confirmationMail(message, { site: deps.site }));
  return id;
}
