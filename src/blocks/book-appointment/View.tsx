import { SlotList } from "../../components/directory/SlotList.tsx";
import { groupByDay, openAppointments } from "../../lib/directory/appointments.ts";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { readProps } from "../shared/props.ts";
import type { BlockViewProps } from "../types.ts";
import { BookAppointmentSchema } from "./schema.ts";

/**
 * The unbooked slots of the next `days` days, grouped by ISO day (UTC), rendered at build time;
 * only slots of practitioners shown on this site. Booking itself is not built yet.
 */
export default function BookAppointmentView({ block, ctx }: BlockViewProps) {
  const p = readProps(BookAppointmentSchema, block.fields, ctx.lang);
  const visible = new Map(visiblePractitioners(ctx.site).map((x) => [x.id, x]));
  const one = p.practitioner[0];
  const slots = openAppointments(ctx.site.appointments, { practitionerId: one, practitionerIds: new Set(visible.keys()), from: new Date(), days: p.days });
  return (
    <section className="book-appointment flex flex-col gap-3" aria-label={p.title || undefined}>
      {p.title && <h2 className="text-2xl font-bold">{p.title}</h2>}
      {p.intro && <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.intro }} />}
      <SlotList days={groupByDay(slots, ctx.lang)} lang={ctx.lang} practitioners={one ? undefined : visible} level={p.title ? 3 : 2} emptyText={p.emptyText} />
    </section>
  );
}
