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
