/** `YYYY-MM-DD`, optionally with a time and an offset: the forms Squidex stores and native date inputs send. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Days in `month` (1–12) of `year`. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a day that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/**
 * Milliseconds since the epoch of an ISO 8601 date or date-time, `NaN` for anything else. A value
 * without an offset is read as UTC, so the browser and the server agree whatever their time zone
 * (`Date.parse` would read a bare date-time as local time, and rolls 31 February over into March).
 */
export function parseInstant(text: string): number {
  const match = ISO.exec(text);
  if (!match) return Number.NaN;
  const [, year, month, day, hour = "00", minute = "00", second = "00", fraction = "", zone = "Z"] = match as unknown as string[];
  if (!isCalendarDate(Number(year), Number(month), Number(day)) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return Number.NaN;
  return Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${zone}`);
}
