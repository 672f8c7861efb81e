import { isCalendarDate } from "../../base/instant.ts";

/** Format tokens, longest first, and what each matches. */
const TOKENS: readonly (readonly [token: string, part: "year" | "month" | "day", pattern: string])[] = [
  ["YYYY", "year", String.raw`\d{4}`],
  ["YY", "year", String.raw`\d{2}`],
  ["MM", "month", "0[1-9]|1[0-2]"],
  ["M", "month", "0?[1-9]|1[0-2]"],
  ["DD", "day", String.raw`0[1-9]|[12]\d|3[01]`],
  ["D", "day", String.raw`0?[1-9]|[12]\d|3[01]`],
];

/**
 * A test for dates written in `format`, FormKit's tokens (`YYYY`, `YY`, `MM`, `M`, `DD`, `D`)
 * between separators that are neither letters nor digits (`DD.MM.YYYY`, `YYYY-MM-DD`). The day must
 * exist: `31.04.2025` fails. `undefined` for a format that is not of this kind.
 */
export function compileDateFormat(format: string): ((text: string) => boolean) | undefined {
  let source = "";
  const parts = new Set<string>();
  let index = 0;
  while (index < format.length) {
    const token = TOKENS.find(([text]) => format.startsWith(text, index));
    if (token) {
      const [text, part, pattern] = token;
      if (parts.has(part)) return undefined;
      parts.add(part);
      source += `(?<${part}>${pattern})`;
      index += text.length;
      continue;
    }
    const char = format.charAt(index);
    if (/[\p{L}\p{N}]/u.test(char)) return undefined;
    source += char.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
    index += 1;
  }
  if (!parts.size) return undefined;
  const pattern = new RegExp(`^${source}$`);
  const twoDigitYear = format.includes("YY") && !format.includes("YYYY");
  return (text) => {
    const groups = pattern.exec(text)?.groups;
    if (!groups) return false;
    if (groups.month === undefined || groups.day === undefined) return true;
    // Without a year, 29 February is possible; a two-digit year is read as 20YY.
    const year = groups.year === undefined ? 2000 : Number(groups.year) + (twoDigitYear ? 2000 : 0);
    return isCalendarDate(year, Number(groups.month), Number(groups.day));
  };
}
