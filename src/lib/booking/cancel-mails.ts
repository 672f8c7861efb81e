import { DEFAULT_LANG, isLang, localePath, type Lang } from "../../i18n/locales.ts";
import type { UiKey } from "../../i18n/t.ts";
import { utcWhen } from "../directory/intl.ts";
import type { MailMessage } from "../mail/message.ts";
import { renderMail } from "../mail/template.ts";
import type { BookingRecord } from "./store.ts";

/** Who cancelled: the visitor through their link, or an editor in the admin. */
export type CancelledBy = "visitor" | "site";

/**
 * The mail to the visitor when an editor cancelled their booking, in the booking's language: which
 * appointment, the editor's note when there is one, and a link to book another.
 */
export function visitorCancelledMail(booking: BookingRecord, { siteUrl, note }: { siteUrl: string; note: string }): MailMessage {
  const lang: Lang = isLang(booking.language) ? booking.language : DEFAULT_LANG;
  const base = new URL(siteUrl);
  const paragraphs: UiKey[] = [
    "mail.booking.greeting",
    "mail.booking.cancelled.text",
    ...(note ? (["mail.booking.cancelled.note"] as const) : []),
    "mail.booking.cancelled.again",
  ];
  const template = {
    subject: "mail.booking.cancelled.subject",
    paragraphs,
    action: { label: "mail.booking.cancelled.link", url: new URL(localePath(lang, "/"), base).href },
  } as const;
  const mail = renderMail(lang, template, { ...utcWhen(lang, booking.start), name: booking.name, note, site: base.host });
  return { to: booking.email, ...mail, lang, kind: "booking" };
}

/**
 * The notice to the practitioner at `to`, in `lang` (the one they read), that a booking of theirs
 * is cancelled and the slot free again: by the visitor (a reply goes to them) or in the admin
 * (with the editor's note).
 */
export function practitionerCancelNotice(
  booking: BookingRecord,
  to: string,
  { siteUrl, lang, by, note }: { siteUrl: string; lang: Lang; by: CancelledBy; note: string },
): MailMessage {
  const paragraphs: UiKey[] = [
    by === "visitor" ? "mail.booking.cancelNotice.byVisitor" : "mail.booking.cancelNotice.bySite",
    ...(note ? (["mail.booking.cancelled.note"] as const) : []),
    "mail.booking.cancelNotice.free",
  ];
  const mail = renderMail(
    lang,
    { subject: "mail.booking.cancelNotice.subject", paragraphs },
    { ...utcWhen(lang, booking.start), name: booking.name, note, site: new URL(siteUrl).host },
  );
  return { to, ...mail, ...(by === "visitor" ? { headers: { "Reply-To": booking.email } } : {}), lang, kind: "booking-notice" };
}
