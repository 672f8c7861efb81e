import type { Lang } from "../../i18n/locales.ts";
import type { MailMessage } from "../mail/message.ts";
import { renderMail } from "../mail/template.ts";

/** The invitation mail to `email` in `lang` (the inviting admin's language), with the link and until when it works. */
export function invitationMail(lang: Lang, input: { email: string; link: string; until: string; site: string }): MailMessage {
  const mail = renderMail(
    lang,
    {
      subject: "mail.invite.subject",
      paragraphs: ["mail.invite.greeting", "mail.invite.text"],
      action: { label: "mail.invite.action", url: input.link },
      after: ["mail.invite.expiry", "mail.invite.ignore"],
    },
    { site: input.site, date: input.until },
  );
  return { to: input.email, ...mail, lang, kind: "invite" };
}
