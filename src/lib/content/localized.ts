import type { Lang } from "../../i18n/locales.ts";
import { DEFAULT_LANG } from "../../i18n/locales.ts";
import type { Fields } from "./model.ts";

/**
 * The value of a field in `lang`: the language partition, else `iv`, else the master language
 * (German), as Squidex's language fallback does.
 */
export function localized<T = unknown>(fields: Fields | undefined, name: string, lang: Lang): T | undefined {
  const field = fields?.[name];
  if (!field) return undefined;
  const value = field[lang] ?? field.iv ?? field[DEFAULT_LANG];
  return (value ?? undefined) as T | undefined;
}

/** A string field in `lang`, or `""`. */
export function text(fields: Fields | undefined, name: string, lang: Lang): string {
  const value = localized(fields, name, lang);
  return typeof value === "string" ? value : "";
}

/** The first id of a References/Assets field (`[id]`), if any. */
export function firstRef(fields: Fields | undefined, name: string): string | undefined {
  const value = localized<unknown>(fields, name, DEFAULT_LANG);
  return Array.isArray(value) && typeof value[0] === "string" ? value[0] : undefined;
}
