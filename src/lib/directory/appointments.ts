import type { Lang } from "../../i18n/locales.ts";
import { firstRef, localized } from "../content/localized.ts";
import type { Entity } from "../content/model.ts";
import { dateFormat, timeFormat } from "./intl.ts";

/** An appointment slot: its start, whether it is booked, the practitioner and the duration. */
export interface Appointment {
  id: string;
  /** ISO instant. */
  start: string;
  booked: boolean;
  practitionerId: string | undefined;
  durationMinutes: number | undefined;
}

/** One day of open slots: the ISO date (UTC), its label and the slots in time order. */
export interface SlotDay {
  date: string;
  label: string;
  slots: { id: string; start: string; time: string; practitionerId: string | undefined; durationMinutes: number | undefined }[];
}

/** An appointment entity as an `Appointment`, or undefined when its start is not a valid date. */
function toAppointment(entity: Entity): Appointment | undefined {
  const start = localized<unknown>(entity.data, "start", "de");
  if (typeof start !== "string" || Number.isNaN(Date.parse(start))) return undefined;
  const duration = localized<unknown>(entity.data, "durationMinutes", "de");
  return {
    id: entity.id,
    start: new Date(start).toISOString(),
    booked: localized(entity.data, "booked", "de") === true,
    practitionerId: firstRef(entity.data, "practitioner"),
    durationMinutes: typeof duration === "number" && duration > 0 ? duration : undefined,
  };
}

export interface SlotQuery {
  /** Only this practitioner's slots. */
  practitionerId?: string;
  /** Only practitioners in this set (e.g. the visible ones). */
  practitionerIds?: ReadonlySet<string>;
  /** Slots starting at or after this instant (default: none are dropped). */
  from?: Date;
  /** Days after `from` to include. */
  days?: number;
}

const appointments = new WeakMap<Entity, Appointment | null>();

/** `toAppointment`, once per entity of a snapshot (every detail page filters the same list). */
export function appointmentOf(entity: Entity): Appointment | undefined {
  let a = appointments.get(entity);
  if (a === undefined) appointments.set(entity, (a = toAppointment(entity) ?? null));
  return a ?? undefined;
}

const byPractitioner = new WeakMap<readonly Entity[], Map<string | undefined, Appointment[]>>();

/** The unbooked appointments of a snapshot's list by practitioner id, in list order: built once, not per detail page. */
function unbookedByPractitioner(entities: readonly Entity[]): Map<string | undefined, Appointment[]> {
  let index = byPractitioner.get(entities);
  if (index === undefined) {
    index = new Map();
    for (const a of entities.map(appointmentOf)) {
      if (!a || a.booked) continue;
      const list = index.get(a.practitionerId);
      if (list) list.push(a);
      else index.set(a.practitionerId, [a]);
    }
    byPractitioner.set(entities, index);
  }
  return index;
}

/** The unbooked appointments of `entities` matching `query`. */
export function openAppointments(entities: readonly Entity[], query: SlotQuery = {}): Appointment[] {
  const from = query.from?.getTime() ?? -Infinity;
  const until = query.days !== undefined && query.from ? from + query.days * 86_400_000 : Infinity;
  const pool =
    query.practitionerId !== undefined
      ? (unbookedByPractitioner(entities).get(query.practitionerId) ?? [])
      : entities.map(appointmentOf).filter((a): a is Appointment => !!a && !a.booked);
  return pool.filter((a) => {
    if (query.practitionerIds && (!a.practitionerId || !query.practitionerIds.has(a.practitionerId))) return false;
    const t = Date.parse(a.start);
    return t >= from && t < until;
  });
}

/**
 * Unbooked appointments grouped by ISO date in UTC, days and slots in time order; dates
 * in medium style and times in short style, both UTC, in `lang`.
 */
export function groupByDay(appointments: readonly Appointment[], lang: Lang): SlotDay[] {
  const dates = dateFormat(lang);
  const times = timeFormat(lang);
  const open = appointments.filter((a) => !a.booked).sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
  const days = new Map<string, SlotDay>();
  for (const a of open) {
    const start = new Date(a.start);
    const date = a.start.slice(0, 10);
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, label: dates.format(start), slots: [] }));
    day.slots.push({ id: a.id, start: a.start, time: times.format(start), practitionerId: a.practitionerId, durationMinutes: a.durationMinutes });
  }
  return [...days.values()];
}
