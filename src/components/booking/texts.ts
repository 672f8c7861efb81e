import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/**
 * Every text the booking views show, in one language: the server fills it with `bookingTexts` and
 * hands it to the island as a prop, so the island needs no string catalog to show the slots.
 */
const KEYS = {
  book: "booking.book",
  busy: "bookingPage.busy",
  choose: "booking.choose",
  confirmedCancel: "bookingPage.confirmed.cancel",
  confirmedGoogle: "bookingPage.confirmed.google",
  confirmedIcs: "bookingPage.confirmed.ics",
  confirmedText: "bookingPage.confirmed.text",
  confirmedTitle: "bookingPage.confirmed.title",
  details: "bookingPage.details",
  duration: "booking.duration",
  email: "bookingPage.field.email",
  event: "bookingPage.event",
  failed: "bookingPage.failed",
  justTaken: "bookingPage.justTaken",
  loadFailed: "bookingPage.loadFailed",
  local: "bookingPage.local",
  message: "bookingPage.field.message",
  name: "bookingPage.field.name",
  home: "error.backHome",
  noAppointments: "booking.noAppointments",
  notFound: "bookingPage.notFound",
  optional: "bookingPage.optional",
  phone: "bookingPage.field.phone",
  selected: "bookingPage.selected",
  slots: "bookingPage.slots",
  submit: "bookingPage.submit",
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
