/** One event of an iCalendar file (RFC 5545), all times as instants (written in UTC). */
export interface IcsEvent {
  /** Globally unique, stable for the event (e.g. `{bookingId}@{host}`). */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  /** Left out when unknown: the event then has no duration. */
  end?: Date;
  summary: string;
  description?: string;
  url?: string;
}

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon and comma get a backslash, a line break becomes `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** An instant as a UTC DATE-TIME (`19970714T173000Z`), to the second. */
export function utcDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError("invalid date");
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The UTF-8 length of one code point (no Buffer: the booking island builds the file in the browser too). */
function utf8Octets(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded (RFC 5545 3.1): no line longer than 75 octets of UTF-8, each continuation
 * starting with one space; a character is never split. Lines end in CRLF.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    if (octets + size > 75) {
      out.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n") + "\r\n";
}

/** An iCalendar file with `event` (METHOD:PUBLISH: for the recipient's calendar, no reply expected). */
export function buildIcs(event: IcsEvent, prodId = "-//baukasten//booking//EN"): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    ...(event.end ? [`DTEND:${utcDateTime(event.end)}`] : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("");
}
