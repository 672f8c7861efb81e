import * as v from "valibot";
import { languageName } from "../../i18n/language-name.ts";
import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import type { CmsClient } from "../cms/client.ts";
import { utcWhen } from "../directory/intl.ts";
import { practitionerLang, practitionerLanguages } from "../directory/practitioners.ts";
import type { MailMessage } from "../mail/message.ts";
import { sendMailAfter, type Mailer } from "../mail/send-mail.ts";
import { renderMail } from "../mail/template.ts";
import { googleCalendarUrl } from "./calendar-link.ts";
import { cancelPagePath } from "./paths.ts";
import { buildIcs } from "./ics.ts";
import type { Slot } from "./slot.ts";
import type { BookingRecord } from "./store.ts";

/** The content schema of practitioners (an appointment's `practitioner` references one). */
export const PRACTITIONERS = "practitioners";

/** What a confirmation needs: the booking, its slot (practitioner, duration) and its cancel link (a path). */
export interface BookingConfirmation {
  booking: BookingRecord;
  slot: Pick<Slot, "practitionerId" | "durationMinutes">;
  cancel: { url: string; token: string; expiresAt: string };
}

/** What sending needs: the content client (the practitioner), the mailer and the site's public address. */
export interface ConfirmationDeps {
  cms: CmsClient;
  mail: Mailer;
  /** `siteUrl()`: cancel links and the calendar entry are absolute. */
  siteUrl: string;
  now?: () => number;
}

/** The practitioner as the mails use it: the name for the visitor, the address and language only for the notice. */
export interface PractitionerContact {
  name: string | undefined;
  email: string | undefined;
  /** The notice's language (`practitionerLang` of the languages they work in). */
  lang: Lang;
}

const Email = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254));

/** The practitioner `id` (published), or undefined when it cannot be read: the mail then goes without. */
export async function readPractitioner(cms: CmsClient, id: string): Promise<PractitionerContact | undefined> {
  try {
    const item = await cms.contents.get(PRACTITIONERS, id);
    const iv = (field: string): unknown => {
      const value = item.data[field];
      return value && typeof value === "object" ? (value as Record<string, unknown>).iv : undefined;
    };
    const name = iv("name");
    const email = v.safeParse(Email, iv("email"));
    return {
      name: typeof name === "string" && name.trim() ? name.trim() : undefined,
      email: email.success ? email.output : undefined,
      lang: practitionerLang(practitionerLanguages(item.data)),
    };
  } catch (error) {
    console.error("booking: the practitioner could not be read for the confirmation", error);
    return undefined;
  }
}

/**
 * The mail to the visitor, in the booking's language: date and time, the practitioner's name (never
 * the address), an add-to-calendar link, the cancel page's link, and the appointment as an `.ics` attachment.
 */
export function visitorMail(
  confirmation: BookingConfirmation,
  practitioner: PractitionerContact | undefined,
  { siteUrl, now }: { siteUrl: string; now: number },
): MailMessage {
  const { booking, slot, cancel } = confirmation;
  const lang: Lang = isLang(booking.language) ? booking.language : DEFAULT_LANG;
  const base = new URL(siteUrl);
  // The link opens a page with a button that POSTs: a mail scanner's prefetch cancels nothing.
  const cancelUrl = new URL(cancelPagePath(lang, booking.appointmentId, cancel.token), base).href;
  const name = practitioner?.name;
  const params = { ...utcWhen(lang, booking.start), name: booking.name, practitioner: name ?? "", site: base.host, cancelUrl };
  const summary = t(lang, name ? "mail.booking.eventWith" : "mail.booking.event", params);
  const calendarUrl = googleCalendarUrl({ title: summary, start: booking.start, durationMinutes: slot.durationMinutes, details: base.href });
  const paragraphs: UiKey[] = [
    "mail.booking.greeting",
    name ? "mail.booking.textWith" : "mail.booking.text",
    ...(slot.durationMinutes ? (["mail.booking.duration"] as const) : []),
    "mail.booking.calendar",
    "mail.booking.calendarLink",
    "mail.booking.cancel",
  ];
  const template = { subject: "mail.booking.subject", paragraphs, action: { label: "mail.booking.cancelLink", url: cancelUrl } } as const;
  const mail = renderMail(lang, template, { ...params, calendarUrl, minutes: slot.durationMinutes ?? 0 });
  const start = new Date(booking.start);
  const ics = buildIcs({
    uid: `${booking.id}@${base.hostname}`,
    stamp: new Date(now),
    start,
    end: slot.durationMinutes ? new Date(start.getTime() + slot.durationMinutes * 60_000) : undefined,
    summary,
    url: base.href,
  });
  return {
    to: booking.email,
    ...mail,
    attachments: [{ filename: "termin.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ics }],
    lang,
    kind: "booking",
  };
}

/**
 * The notice to the practitioner at `to`, in `lang` (the one they read: `practitionerLang`), not
 * the visitor's: who booked which slot, with the visitor's e-mail, phone and message and the
 * booking's language; a reply goes to the visitor.
 */
export function practitionerNotice(booking: BookingRecord, to: string, { siteUrl, lang }: { siteUrl: string; lang: Lang }): MailMessage {
  const paragraphs: UiKey[] = [
    "mail.booking.notice.text",
    "mail.booking.notice.email",
    ...(booking.phone ? (["mail.booking.notice.phone"] as const) : []),
    ...(booking.message ? (["mail.booking.notice.message"] as const) : []),
    "mail.booking.notice.language",
    "mail.booking.notice.reply",
  ];
  // The visitor's language, named in the notice's: the language to answer them in.
  const language = isLang(booking.language) ? languageName(lang, booking.language) : booking.language;
  const mail = renderMail(
    lang,
    { subject: "mail.booking.notice.subject", paragraphs },
    {
      ...utcWhen(lang, booking.start),
      name: booking.name,
      email: booking.email,
      phone: booking.phone,
      message: booking.message,
      language,
      site: new URL(siteUrl).host,
    },
  );
  return { to, ...mail, headers: { "Reply-To": booking.email }, lang, kind: "booking-notice" };
}

/**
 * Queues the booking's mails: the confirmation to the visitor and, when the appointment's
 * practitioner has an e-mail address in the content, a notice to them. Called once per new booking,
 * after its slot is claimed and the booking stored (never for an idempotent repeat). Never throws:
 * a mail problem may not undo a booking. `sendMail` only queues; the worker delivers.
 */
export async function sendBookingConfirmation(deps: ConfirmationDeps, confirmation: BookingConfirmation): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const { practitionerId } = confirmation.slot;
  const practitioner = practitionerId ? await readPractitioner(deps.cms, practitionerId) : undefined;
  sendMailAfter(deps.mail, "booking: the confirmation", () => visitorMail(confirmation, practitioner, { siteUrl: deps.siteUrl, now }));
  const to = practitioner?.email;
  if (to)
    sendMailAfter(deps.mail, "booking: the practitioner's notice", () =>
      practitionerNotice(confirmation.booking, to, { siteUrl: deps.siteUrl, lang: practitioner.lang }),
    );
}
