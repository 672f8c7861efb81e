import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import type { UiKey } from "../../i18n/t.ts";
import type { MailMessage } from "../mail/message.ts";
import { renderMail } from "../mail/template.ts";
import type { NewContactMessage } from "./store.ts";

/**
 * The message forwarded to the practitioner at `to`, in `lang`, plain and HTML: who wrote, from
 * which site, the message itself; `Reply-To` is the sender, so a reply goes straight to them.
 */
export function forwardMail(message: NewContactMessage, to: string, { lang, site }: { lang: Lang; site: string }): MailMessage {
  const paragraphs: UiKey[] = ["mail.contact.forward.greeting", "mail.contact.forward.text", "mail.contact.forward.message", "mail.contact.forward.reply"];
  const params = { name: message.senderName, email: message.senderEmail, message: message.message, practitioner: message.practitionerName, site };
  const rendered = renderMail(lang, { subject: "mail.contact.forward.subject", paragraphs }, params);
  // The message keeps its line breaks in HTML too. The template puts a line break only before a
  // tag, and escaping turns every `<` the sender typed into `&#60;`: a break before anything else is theirs.
  const mail = { ...rendered, html: rendered.html.replace(/\n(?=[^<])/g, "<br>\n") };
  return { to, ...mail, headers: { "Reply-To": message.senderEmail }, lang, kind: "contact" };
}

/**
 * The short confirmation to the sender, in the language they wrote in: their message reached the
 * practitioner (named, never their address), and the answer comes from the practitioner. It does
 * not repeat the message: the sender's address is not verified, and a form that mails any text to
 * any address would relay spam.
 */
export function confirmationMail(message: NewContactMessage, { site }: { site: string }): MailMessage {
  const lang: Lang = isLang(message.language) ? message.language : DEFAULT_LANG;
  const paragraphs: UiKey[] = ["mail.contact.confirmation.greeting", "mail.contact.confirmation.text", "mail.contact.confirmation.notYou"];
  const mail = renderMail(
    lang,
    { subject: "mail.contact.confirmation.subject", paragraphs },
    { name: message.senderName, practitioner: message.practitionerName, site },
  );
  return { to: message.senderEmail, ...mail, lang, kind: "contact-confirmation" };
}
