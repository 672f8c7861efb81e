/** @jsxImportSource preact */
import { googleCalendarUrl } from "../../lib/booking/calendar-link.ts";
import { buildIcs } from "../../lib/booking/ics.ts";
import { fill } from "./fill.ts";
import type { BookingTexts } from "./texts.ts";

export interface BookingDoneProps {
  texts: BookingTexts;
  booking: { id: string; start: string; bookedAt: string };
  /** The start's date and time in UTC as the site shows them (`utcWhen` in lib/directory/intl.ts, or the slot's labels). */
  date: string;
  time: string;
  durationMinutes: number | undefined;
  /** The e-mail address the confirmation went to. */
  email: string;
  /** The site's host: the calendar entry's title and the event's id. */
  host: string;
  /** The start in the visitor's own time zone (only the island knows it). */
  local?: string | undefined;
  /** Heading level: below the block's title, or the page's own. */
  level?: 1 | 2 | 3;
}

/** The parts as one sentence, with its full stop unless the last part ends in one ("45 Min."). */
const sentence = (...parts: (string | false | 0 | undefined)[]) => {
  const text = parts.filter(Boolean).join("");
  return text.endsWith(".") ? text : `${text}.`;
};

/**
 * The confirmation after a booking: the date and time (UTC, and the visitor's own time where
 * known), the appointment as an `.ics` file to download (a `data:` link, so it works without
 * JavaScript and needs no request) and as a Google Calendar link, and where the cancel link is.
 */
export function BookingDone({ texts, booking, date, time, durationMinutes, email, host, local, level = 2 }: BookingDoneProps) {
  const title = fill(texts.event, { site: host });
  const start = new Date(booking.start);
  const ics = buildIcs({
    uid: `${booking.id}@${host}`,
    stamp: new Date(booking.bookedAt),
    start,
    end: durationMinutes ? new Date(start.getTime() + durationMinutes * 60_000) : undefined,
    summary: title,
  });
  const H = `h${level}` as const;
  return (
    <div className="booking-done flex flex-col gap-3 rounded-lg border border-main/30 p-4" data-booking-done>
      <H className="text-xl font-bold" tabIndex={-1}>
        {texts.confirmedTitle}
      </H>
      <p>
        {sentence(
          fill(texts.confirmedText, { date, time }),
          local && ` (${fill(texts.local, { time: local })})`,
          durationMinutes && `, ${fill(texts.duration, { minutes: durationMinutes })}`,
        )}
      </p>
      <ul className="flex flex-col gap-1">
        <li>
          <a className="text-main underline underline-offset-2" download="termin.ics" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}>
            {texts.confirmedIcs}
          </a>
        </li>
        <li>
          <a
            className="text-main underline underline-offset-2"
            href={googleCalendarUrl({ title, start: booking.start, durationMinutes })}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.confirmedGoogle}
          </a>
        </li>
      </ul>
      <p>{fill(texts.confirmedCancel, { email })}</p>
    </div>
  );
}
