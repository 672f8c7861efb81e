import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SlotDay } from "../../lib/directory/appointments.ts";
import type { Practitioner } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { bookingPagePath } from "../../lib/booking/paths.ts";

/**
 * Open slots grouped by ISO day, times in UTC: each slot's time is a link to its booking form
 * (`/appointments/:id`, the way to book without JavaScript; the booking island takes over the
 * list where it runs), followed by the duration and the practitioner.
 */
export function SlotList({
  days,
  lang,
  practitioners,
  level = 3,
  emptyText,
}: {
  days: SlotDay[];
  lang: Lang;
  /** Shown next to each slot when the list spans several practitioners. */
  practitioners?: ReadonlyMap<string, Practitioner>;
  level?: 2 | 3 | 4;
  emptyText?: string;
}) {
  if (days.length === 0) return <p className="slot-list-empty">{emptyText || t(lang, "booking.noAppointments")}</p>;
  const H = `h${level}` as const;
  return (
    <div className="slot-list flex flex-col gap-5">
      <p className="slot-list-note rounded-lg bg-neutral p-4 text-sm text-ink">
        {t(lang, "booking.timezone")}. {t(lang, "booking.choose")}
      </p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-x-8 gap-y-5">
        {days.map((day) => (
          <section key={day.date} aria-labelledby={`slots-${day.date}`} data-date={day.date}>
            <H id={`slots-${day.date}`} className="border-b border-main/20 pb-1 font-semibold">
              <time dateTime={day.date}>{day.label}</time>
            </H>
            <ul className="text-sm">
              {day.slots.map((slot) => {
                const p = slot.practitionerId ? practitioners?.get(slot.practitionerId) : undefined;
                return (
                  <li key={slot.id} className="flex flex-wrap gap-x-3 py-0.5" data-slot={slot.start}>
                    <a
                      href={bookingPagePath(lang, slot.id)}
                      aria-label={t(lang, "booking.bookSlot", { date: day.label, time: slot.time })}
                      className="w-12 font-semibold tabular-nums text-main underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2"
                    >
                      <time dateTime={slot.start}>{slot.time}</time>
                    </a>
                    {slot.durationMinutes && <span>{t(lang, "booking.duration", { minutes: slot.durationMinutes })}</span>}
                    {p && (
                      <span>
                        {t(lang, "booking.with")}{" "}
                        <a href={practitionerPath(lang, p)} className="underline underline-offset-2">
                          {p.name}
                        </a>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
