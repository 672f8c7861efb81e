import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/**
 * Every text the booking views show, in one language: the server fills it with `bookingTexts` and
 * hands it to the island as a prop, so the island needs no string catalog to show the slots.
 */
const KEYS = {
  book: "booking.book",
  bookSlot: "booking.bookSlot",
  busy: "booking.busy",
  change: "booking.change",
  choose: "booking.choose",
  confirmedCancel: "booking.confirmed.cancel",
  confirmedGoogle: "booking.confirmed.google",
  confirmedIcs: "booking.confirmed.ics",
  confirmedText: "booking.confirmed.text",
  confirmedTitle: "booking.confirmed.title",
  details: "booking.details",
  duration: "booking.duration",
  email: "booking.field.email",
  event: "booking.event",
  failed: "booking.failed",
  honeypot: "form.honeypot",
  justTaken: "booking.justTaken",
  loadFailed: "booking.loadFailed",
  local: "booking.local",
  message: "booking.field.message",
  name: "booking.field.name",
  noAppointments: "booking.noAppointments",
  optional: "booking.optional",
  phone: "booking.field.phone",
  selected: "booking.selected",
  slots: "booking.slots",
  submit: "booking.submit",
  summaryText: "form.summary.text",
  summaryTitle: "form.summary.title",
  timezone: "booking.timezone",
  with: "booking.with",
} as const;

export type BookingTexts = Record<keyof typeof KEYS, string>;

/** The booking texts in `lang`, placeholders (`{date}`) left for the views to fill. */
export function bookingTexts(lang: Lang): BookingTexts {
  return Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, t(lang, key)])) as BookingTexts;
}
