import type { Lang } from "../../i18n/locales.ts";
import type { OpenSlot } from "../../lib/booking/open-slots.ts";

/** Which slots a booking block lists (its fields). */
export interface SlotQuery {
  practitioner?: string | undefined;
  days: number;
}

/** `GET /api/appointments`'s answer. */
export interface SlotsAnswer {
  slots: OpenSlot[];
  stamp: string;
}

/** The slots that can be booked now and a fresh form stamp; throws when the request fails. */
export async function fetchSlots(query: SlotQuery, lang: Lang): Promise<SlotsAnswer> {
  const params = new URLSearchParams({ days: String(query.days), lang });
  if (query.practitioner) params.set("practitioner", query.practitioner);
  const res = await fetch(`/api/appointments?${params}`, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`slots: ${res.status}`);
  return (await res.json()) as SlotsAnswer;
}
