import { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { parseInstant } from "../../forms/index.ts";
import type { DateGranularity } from "./date-granularity.ts";

export { dateGranularity, type DateGranularity } from "./date-granularity.ts";

/**
 * A stored date (ISO 8601, read as UTC unless it has an offset, as the validation rules read it)
 * as a date field's value, in UTC, as the site shows every date. `null` for no date or text
 * that is not one.
 */
export function toDateValue(value: unknown, granularity: DateGranularity): CalendarDate | CalendarDateTime | null {
  if (typeof value !== "string") return null;
  const ms = parseInstant(value);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return granularity === "day" ? new CalendarDate(year, month, day) : new CalendarDateTime(year, month, day, date.getUTCHours(), date.getUTCMinutes());
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * A date field's value as Squidex stores a date: `2025-03-01T00:00:00Z`, or with the time for a
 * date and time (taken as UTC). `null` when the field is empty or not filled in completely.
 */
export function fromDateValue(value: CalendarDate | CalendarDateTime | null): string | null {
  if (!value) return null;
  const [hour, minute] = "hour" in value ? [value.hour, value.minute] : [0, 0];
  return `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}T${pad(hour)}:${pad(minute)}:00Z`;
}
