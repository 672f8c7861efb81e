import { describe, expect, it } from "vitest";
import { googleCalendarUrl } from "./calendar-link.ts";
import { bookingPagePath, cancelPagePath } from "./paths.ts";

describe("booking links", () => {
  it("open a Google Calendar event with the slot's start and end in UTC, an hour without a duration", () => {
    const url = new URL(googleCalendarUrl({ title: "Termin (kurse.example.test)", start: "2026-03-04T09:30:00.000Z", durationMinutes: 45 }));
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: "TEMPLATE",
      text: "Termin (kurse.example.test)",
      dates: "20260304T093000Z/20260304T101500Z",
    });
    expect(new URL(googleCalendarUrl({ title: "x", start: "2026-03-04T23:30:00.000Z" })).searchParams.get("dates")).toBe("20260304T233000Z/20260305T003000Z");
  });

  it("lead to the booking and cancel pages in the booking's language", () => {
    expect(bookingPagePath("de", "slot-1")).toBe("/appointments/slot-1");
    expect(bookingPagePath("en", "slot-1")).toBe("/en/appointments/slot-1");
    expect(cancelPagePath("en", "slot-1", "a.b+c")).toBe("/en/appointments/slot-1/cancel?token=a.b%2Bc");
  });
});
