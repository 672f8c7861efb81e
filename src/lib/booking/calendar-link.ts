import { langPrefix, type Lang } from "../../i18n/locales.ts";

/** An instant as Google Calendar's `dates` notation (`20260304T090000Z`). */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Length of an appointment without a duration in the calendar link (Google needs an end). */
const DEFAULT_MINUTES = 60;

/**
 * A Google Calendar link that opens a new event for the appointment (title, start, end; an
 * appointment without a duration is entered as an hour). Only what the visitor chose: no name,
 * no e-mail address, no cancel link.
 */
export function googleCalendarUrl(event: { title: string; start: string; durationMinutes?: number | undefined; details?: string }): string {
  const start = new Date(event.start);
  const end = new Date(start.getTime() + (event.durationMinutes ?? DEFAULT_MINUTES) * 60_000);
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${stamp(start)}/${stamp(end)}`);
  if (event.details) url.searchParams.set("details", event.details);
  return url.href;
}

/** The path of the page behind a booking's cancel link, in the booking's language. */
export const cancelPagePath = (lang: Lang, appointmentId: string, token: string): string =>
  `${langPrefix(lang)}/appointments/${encodeURIComponent(appointmentId)}/cancel?token=${encodeURIComponent(token)}`;

/** The path of the booking form of one slot (the no-JavaScript way to book), in `lang`. */
export const bookingPagePath = (lang: Lang, appointmentId: string): string => `${langPrefix(lang)}/appointments/${encodeURIComponent(appointmentId)}`;

/** Headers of the booking and cancel pages: never cached, never indexed, no referrer (the cancel link's token). */
export const BOOKING_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "same-origin",
  "cache-control": "private, no-store",
};
