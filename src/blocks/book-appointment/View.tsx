import { SlotList } from "../../components/directory/SlotList.tsx";
import { groupByDay, openAppointments } from "../../lib/directory/appointments.ts";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { BookAppointmentSchema } from "./schema.ts";

/**
 * The unbooked slots of the next `days` days, grouped by ISO day (UTC), rendered at build time;
 * only slots of practitioners shown on this site. Each slot links to its booking form (works
 * without JavaScript). The container's `data-booking` tells the page's booking island
 * (`client:booking`, src/components/booking/BookingIsland.tsx) which slots to read when it takes over.
 */
export default function BookAppointmentView({ block, ctx }: BlockViewProps) {
  const p = readProps(BookAppointmentSchema, block.fields, ctx.lang);
  const visible = new Map(visiblePractitioners(ctx.site).map((x) => [x.id, x]));
  const one = p.practitioner[0];
  const slots = openAppointments(ctx.site.appointments, { practitionerId: one, practitionerIds: new Set(visible.keys()), from: new Date(), days: p.days });
  const level = p.title ? 3 : 2;
  const config = { practitioner: one, days: p.days, level, showPractitioner: !one, emptyText: p.emptyText || undefined };
  return (
    <section className="book-appointment flex flex-col gap-3" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      {p.intro && <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.intro }} />}
      <div data-booking={JSON.stringify(config)}>
        <SlotList days={groupByDay(slots, ctx.lang)} lang={ctx.lang} practitioners={one ? undefined : visible} level={level} emptyText={p.emptyText} />
      </div>
    </section>
  );
}
