import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { SlotDay } from "../../lib/directory/appointments.ts";
import type { Practitioner } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";

/**
 * Open slots grouped by ISO day (spec §4), as a static list: booking is a later issue, so slots
 * are text, not buttons; a note says how to book until then.
 */
export function SlotList({ days, lang, practitioners, level = 3, emptyText }: {
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
    <div className="slot-list flex flex-col gap-4">
      <p className="text-sm">{t(lang, "booking.timezone")}. {t(lang, "booking.later")}</p>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`slots-${day.date}`} data-date={day.date}>
          <H id={`slots-${day.date}`} className="font-semibold"><time dateTime={day.date}>{day.label}</time></H>
          <ul className="mt-1 flex flex-wrap gap-2">
            {day.slots.map((slot) => {
              const p = slot.practitionerId ? practitioners?.get(slot.practitionerId) : undefined;
              return (
                <li key={slot.id} className="rounded border border-main/30 px-2 py-1 text-sm" data-slot={slot.start}>
                  <time dateTime={slot.start}>{slot.time}</time>
                  {slot.durationMinutes && <span> · {t(lang, "booking.duration", { minutes: slot.durationMinutes })}</span>}
                  {p && <> · <a href={practitionerPath(lang, p)} className="underline">{t(lang, "booking.practitioner", { name: p.name })}</a></>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
