import type { Lang } from "../../i18n/locales.ts";
import { t, type UiKey, type UiParams } from "../../i18n/t.ts";
import { dateFormat, numberFormat, pluralRules } from "../../lib/directory/intl.ts";
import type { MessageContext } from "../rules/rule.ts";

/** How much of a user's value a message repeats. */
const QUOTED_VALUE_LIMIT = 40;

/** `label` with its first letter upper-cased, for the start of a sentence ('{Field} is required.'). */
export function capitalize(label: string): string {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}

/** A `form.*` message about the context's field, with `{Field}` (capitalised label) and `{field}` filled in. */
export function say(context: MessageContext, key: UiKey, params?: UiParams): string {
  return t(context.lang, key, { Field: capitalize(context.label), field: context.label, ...params });
}

/** `text` in the language's quotation marks: „x“ / “x”. */
export function quote(lang: Lang, text: string): string {
  return t(lang, "form.quote", { text });
}

/** Quoted alternatives: „a“, „b“ oder „c“ / “a”, “b” or “c”. */
export function listOr(lang: Lang, items: readonly string[]): string {
  const quoted = items.map((item) => quote(lang, item));
  if (quoted.length < 2) return quoted[0] ?? "";
  return t(lang, "form.list.or", { items: quoted.slice(0, -1).join(", "), last: quoted.at(-1)! });
}

/** A number in the language's notation (2,5 / 2.5). */
export function formatNumber(lang: Lang, value: number): string {
  return numberFormat(lang).format(value);
}

/** A date in the site's display style: medium, UTC. */
export function formatDate(lang: Lang, instant: number): string {
  return dateFormat(lang).format(instant);
}

/** "1 character" / "5 characters", "1 Eintrag" / "5 Einträge": a count with its unit in the right number. */
export function countOf(lang: Lang, unit: "characters" | "entries", count: number): string {
  const key = `form.${unit}.${pluralRules(lang).select(count) === "one" ? "one" : "other"}` as const;
  return t(lang, key, { count: formatNumber(lang, count) });
}

/** A user's value as a message repeats it: as text, cut after a few dozen characters. */
export function shorten(value: unknown): string {
  const text = typeof value === "string" ? value : String(value);
  return text.length > QUOTED_VALUE_LIMIT ? `${text.slice(0, QUOTED_VALUE_LIMIT - 1)}…` : text;
}
