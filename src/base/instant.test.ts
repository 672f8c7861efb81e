import { describe, expect, it } from "vitest";
import { isCalendarDate, parseInstant } from "./instant.ts";

describe("parseInstant", () => {
  it("reads ISO dates and date-times, as UTC without an offset", () => {
    expect(parseInstant("2025-01-31")).toBe(Date.UTC(2025, 0, 31));
    expect(parseInstant("2025-01-31T09:30")).toBe(Date.UTC(2025, 0, 31, 9, 30));
    expect(parseInstant("2025-01-31T09:30:15.5Z")).toBe(Date.UTC(2025, 0, 31, 9, 30, 15, 500));
    expect(parseInstant("2025-01-31T09:30:00+02:00")).toBe(Date.UTC(2025, 0, 31, 7, 30));
  });

  it("refuses days that do not exist and other notations", () => {
    for (const text of ["2025-02-29", "2025-02-31", "2025-04-31", "2025-13-01", "2025-01-31T24:00", "31.01.2025", "Jan 31 2025", "2025-1-5", ""]) {
      expect(parseInstant(text), text).toBeNaN();
    }
    expect(parseInstant("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
  });
});

describe("isCalendarDate", () => {
  it("knows month lengths and leap years", () => {
    expect(isCalendarDate(2025, 2, 28)).toBe(true);
    expect(isCalendarDate(2025, 2, 29)).toBe(false);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(2025, 4, 31)).toBe(false);
    expect(isCalendarDate(2025, 0, 1)).toBe(false);
    expect(isCalendarDate(2025, 12, 31)).toBe(true);
  });
});
