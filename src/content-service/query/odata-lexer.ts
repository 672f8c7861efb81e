import { queryError } from "./errors.ts";

export type Token =
  | { type: "("; pos: number }
  | { type: ")"; pos: number }
  | { type: ","; pos: number }
  | { type: "string"; value: string; pos: number }
  | { type: "number"; value: number; pos: number }
  | { type: "date"; value: string; pos: number }
  | { type: "word"; value: string; pos: number };

/** Longest OData text accepted; longer input is refused rather than parsed. */
const MAX_QUERY_LENGTH = 10_000;

const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![\w-])/;
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?(?![\w-])/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?(?![\w-])/;
const WORD = /^[A-Za-z_$][A-Za-z0-9_\-./]*/;

/** Splits OData text into tokens; throws a 400 query error on anything it does not know. */
export function tokenize(text: string): Token[] {
  if (text.length > MAX_QUERY_LENGTH) throw queryError(`Query is longer than ${MAX_QUERY_LENGTH} characters.`);
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "(" || ch === ")" || ch === ",") {
      tokens.push({ type: ch, pos: i });
      i++;
      continue;
    }
    if (ch === "'") {
      let value = "";
      let j = i + 1;
      for (;;) {
        if (j >= text.length) throw queryError(`Unterminated string literal at position ${i}.`);
        if (text[j] === "'") {
          if (text[j + 1] === "'") {
            value += "'";
            j += 2;
            continue;
          }
          break;
        }
        value += text[j];
        j++;
      }
      tokens.push({ type: "string", value, pos: i });
      i = j + 1;
      continue;
    }
    const rest = text.slice(i);
    let m: RegExpExecArray | null;
    if ((m = GUID.exec(rest))) {
      tokens.push({ type: "string", value: m[0], pos: i });
    } else if ((m = DATE.exec(rest))) {
      tokens.push({ type: "date", value: m[0], pos: i });
    } else if ((m = NUMBER.exec(rest))) {
      const value = Number(m[0]);
      if (!Number.isFinite(value)) throw queryError(`Number out of range at position ${i}.`);
      tokens.push({ type: "number", value, pos: i });
    } else if ((m = WORD.exec(rest))) {
      tokens.push({ type: "word", value: m[0], pos: i });
    } else {
      throw queryError(`Unexpected character at position ${i}.`);
    }
    i += m[0].length;
  }
  return tokens;
}
