import { HttpError } from "../errors/http-error.ts";
import { privateFields } from "./public-schemas.ts";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The spellings a query may use for `field`: its name, the OData form (`-` as `_`) and the GraphQL
 * form (camelCase).
 */
export function fieldSpellings(field: string): string[] {
  const camel = field.replace(/[-_]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());
  return [...new Set([field, field.replaceAll("-", "_"), camel])];
}

/**
 * Whether `text` (an OData `$filter` or `$orderby`, a JSON query) names one of `fields` as a word,
 * in any letter case. Deliberately coarse: a string literal holding the word counts too, so a
 * probe cannot hide the name where a parser of ours and the content service's might disagree.
 */
export function mentionsField(fields: readonly string[], text: string): boolean {
  return fields.some((field) => fieldSpellings(field).some((name) => new RegExp(`(?<![A-Za-z0-9_])${escape(name)}(?![A-Za-z0-9_])`, "i").test(text)));
}

/** The text of a JSON query (`q`) with its escapes decoded, so `\u0065mail` reads as `email`; the raw text when it is no JSON. */
function jsonQueryText(raw: string): { text: string; fullText: boolean } {
  try {
    const parsed = JSON.parse(raw) as unknown;
    const fullText = typeof parsed === "object" && parsed !== null && "fullText" in parsed && Boolean((parsed as { fullText?: unknown }).fullText);
    return { text: JSON.stringify(parsed), fullText };
  } catch {
    return { text: raw, fullText: /fulltext/i.test(raw) };
  }
}

/**
 * Refuses (`PrivateFieldQuery`, a 400) an anonymous read of `schema` whose query could probe its
 * private fields: a `$filter` or `$orderby` naming one (an answer that is empty or not, or the
 * order of the items, tells the value), and any full-text search (`$search`, a JSON query's
 * `fullText`): the content service indexes every field, so a match tells that a private value
 * holds the term. Schemas without private fields pass everything.
 */
export function assertNoPrivateProbe(schema: string, query: URLSearchParams): void {
  const fields = privateFields(schema);
  if (fields.length === 0) return;
  const refuse = (key: string) => {
    throw new HttpError("PrivateFieldQuery", { details: { url: [`${key} may not search, filter or sort by ${fields.join(", ")} of ${schema}`] } });
  };
  if (query.get("$search")) refuse("$search");
  for (const key of ["$filter", "$orderby"]) {
    const value = query.get(key);
    if (value && mentionsField(fields, value)) refuse(key);
  }
  const q = query.get("q");
  if (q) {
    const { text, fullText } = jsonQueryText(q);
    if (fullText || mentionsField(fields, text)) refuse("q");
  }
}

type Item = { data?: unknown };

function withoutFields(item: unknown, fields: readonly string[]): unknown {
  if (typeof item !== "object" || item === null) return item;
  const data = (item as Item).data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) return item;
  const kept = Object.fromEntries(Object.entries(data).filter(([name]) => !fields.includes(name)));
  return { ...item, data: kept };
}

/**
 * `answer` — one content item, or a list `{ items }` — as anonymous visitors may read it: the
 * private fields of `schema` are left out of each item's `data` (flattened or by partition alike).
 * A copy; `answer` itself when the schema has no private fields.
 */
export function withoutPrivateFields<T>(schema: string, answer: T): T {
  const fields = privateFields(schema);
  if (fields.length === 0 || typeof answer !== "object" || answer === null) return answer;
  const items = (answer as { items?: unknown }).items;
  if (Array.isArray(items)) return { ...answer, items: items.map((item) => withoutFields(item, fields)) };
  return withoutFields(answer, fields) as T;
}
