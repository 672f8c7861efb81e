import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, utcDateTime } from "./ics.ts";

describe("ics", () => {
  it("escapes backslash, semicolon, comma and line breaks in text, and nothing else", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg: h")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng: h");
  });

  it("writes instants as UTC date-times to the second, whatever the offset they were given in", () => {
    expect(utcDateTime(new Date("2026-03-04T10:00:00+01:00"))).toBe("20260304T090000Z");
    expect(utcDateTime(new Date("2026-12-31T23:59:59.999Z"))).toBe("20261231T235959Z");
    expect(() => utcDateTime(new Date("nope"))).toThrow(RangeError);
  });

  it("folds lines at 75 octets with a leading space on each continuation, never splitting a character", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short\r\n");
    const long = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n").slice(0, -1);
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(Buffer.byteLength(lines[0]!)).toBe(75);
    expect(lines.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(long);
    // Umlauts are two octets: a line ends before one that would pass 75.
    const umlauts = foldLine(`SUMMARY:${"ü".repeat(80)}`);
    const parts = umlauts.split("\r\n").slice(0, -1);
    expect(parts.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(parts.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(`SUMMARY:${"ü".repeat(80)}`);
    expect(umlauts).not.toContain("\uFFFD");
  });

  it("builds a calendar with one event in UTC, CRLF line ends and escaped text", () => {
    const ics = buildIcs({
      uid: "b-1@example.test",
      stamp: new Date("2026-03-02T08:00:00Z"),
      start: new Date("2026-03-04T09:00:00Z"),
      end: new Date("2026-03-04T09:50:00Z"),
      summary: "Termin bei Ada, Lovelace; Berlin",
      description: "Zeile 1\nZeile 2",
    });
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(ics.split("\r\n")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//baukasten//booking//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:b-1@example.test",
      "DTSTAMP:20260302T080000Z",
      "DTSTART:20260304T090000Z",
      "DTEND:20260304T095000Z",
      "SUMMARY:Termin bei Ada\\, Lovelace\\; Berlin",
      "DESCRIPTION:Zeile 1\\nZeile 2",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("leaves DTEND out when the end is unknown", () => {
    const ics = buildIcs({ uid: "u", stamp: new Date(0), start: new Date(0), summary: "s" });
    expect(ics).toContain("DTSTART:19700101T000000Z\r\n");
    expect(ics).not.toContain("DTEND");
  });
});
