import { stableId } from "../ids.ts";
import { createRandom } from "../prng.ts";
import { iv } from "./values.ts";

/** One generated appointment slot. */
export interface AppointmentSeed {
  id: string;
  start: string;
  booked: boolean;
  practitionerId: string;
  durationMinutes: number;
}

const DAY_MS = 86_400_000;

/**
 * Slots on weekdays from the day after `now` until exactly 28 days after it, at full or half hours
 * (UTC, 07:00–16:30), for each of `practitionerIds`; about a quarter of them booked.
 * Deterministic for the same `now` day and ids.
 */
export function generateAppointments(now: Date, practitionerIds: readonly string[], perDay = 2): AppointmentSeed[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const random = createRandom(`appointments:${new Date(today).toISOString().slice(0, 10)}`);
  const slots: AppointmentSeed[] = [];
  for (let day = 1; day <= 28; day++) {
    const date = new Date(today + day * DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const practitionerId of practitionerIds) {
      const halfHours = random.sample(Array.from({ length: 20 }, (_, i) => 14 + i), perDay).sort((a, b) => a - b);
      for (const halfHour of halfHours) {
        const time = date.getTime() + halfHour * 30 * 60_000;
        if (time > now.getTime() + 28 * DAY_MS) continue;
        const start = new Date(time).toISOString().replace(".000Z", "Z");
        slots.push({
          id: stableId("appointments", `${practitionerId}:${start}`),
          start,
          booked: random.chance(0.25),
          practitionerId,
          durationMinutes: random.pick([30, 45, 50, 60]),
        });
      }
    }
  }
  return slots;
}

/** Content data of the `appointments` schema. */
export const toAppointmentData = (a: AppointmentSeed) => ({
  start: iv(a.start),
  booked: iv(a.booked),
  practitioner: iv([a.practitionerId]),
  durationMinutes: iv(a.durationMinutes),
});
