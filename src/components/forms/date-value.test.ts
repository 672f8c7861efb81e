import { CalendarDate, CalendarDateTime } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { dateGranularity, fromDateValue, toDateValue } from "./date-value.ts";

describe("date values", () => {
  it("edits the day, or the time too for the DateTime editor", () => {
    expect(dateGranularity({})).toBe("day");
    expect(dateGranularity({ editor: "Date" })).toBe("day");
    expect(dateGranularity({ editor: "DateTime" })).toBe("minute");
  });

  it("reads stored dates in UTC, whatever their offset", () => {
    expect(toDateValue("2025-03-01T00:00:00Z", "day")).toEqual(new CalendarDate(2025, 3, 1));
    expect(toDateValue("2025-03-01", "day")).toEqual(new CalendarDate(2025, 3, 1));
    expect(toDateValue("2025-03-01T00:30:00+01:00", "day")).toEqual(new CalendarDate(2025, 2, 28));
    expect(toDateValue("2025-03-01T14:05:59Z", "minute")).toEqual(new CalendarDateTime(2025, 3, 1, 14, 5));
  });

  it("reads no date from nothing, other types and text that is no date", () => {
    for (const value of [undefined, null, 20250301, "", "1.3.2025", "2025-02-30"]) expect(toDateValue(value, "day")).toBeNull();
  });

  it("writes dates as Squidex stores them, in UTC", () => {
    expect(fromDateValue(new CalendarDate(2025, 3, 1))).toBe("2025-03-01T00:00:00Z");
    expect(fromDateValue(new CalendarDateTime(2025, 12, 24, 9, 5))).toBe("2025-12-24T09:05:00Z");
    expect(fromDateValue(new CalendarDate(812, 1, 9))).toBe("0812-01-09T00:00:00Z");
    expect(fromDateValue(null)).toBeNull();
  });

  it("reads back what it writes", () => {
    const date = new CalendarDateTime(2024, 2, 29, 23, 59);
    expect(toDateValue(fromDateValue(date), "minute")).toEqual(date);
  });
});
