import type { Lang } from "../../i18n/locales.ts";
import { LOCALE_TAGS } from "../../i18n/locales.ts";

type Formatter = Intl.DateTimeFormat | Intl.DisplayNames | Intl.NumberFormat | Intl.PluralRules;

/**
 * Intl formatters, built once per language and reused: constructing one costs far more than
 * formatting with it, and a build formats thousands of dates (slot lists, challenge weeks).
 */
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, make: () => T): T {
  let hit = cache.get(key) as T | undefined;
  if (!hit) cache.set(key, (hit = make()));
  return hit;
}

/** Medium date style in UTC, e.g. "09.03.2026" / "Mar 9, 2026". */
export const dateFormat = (lang: Lang): Intl.DateTimeFormat =>
  cached(`date|${lang}`, () => new Intl.DateTimeFormat(LOCALE_TAGS[lang], { dateStyle: "medium", timeZone: "UTC" }));

/** Short time style in UTC. */
export const timeFormat = (lang: Lang): Intl.DateTimeFormat =>
  cached(`time|${lang}`, () => new Intl.DateTimeFormat(LOCALE_TAGS[lang], { timeStyle: "short", timeZone: "UTC" }));

/** A start instant's date (medium) and time (short) in UTC, as the site shows appointment times. */
export function utcWhen(lang: Lang, start: string): { date: string; time: string } {
  const at = new Date(start);
  return { date: dateFormat(lang).format(at), time: timeFormat(lang).format(at) };
}

/** Language or region names in `lang`, the code itself when unknown. */
export const displayNames = (lang: Lang, type: "language" | "region"): Intl.DisplayNames =>
  cached(`names|${type}|${lang}`, () => new Intl.DisplayNames([LOCALE_TAGS[lang]], { type, fallback: "code" }));

/** Numbers in the language's notation (2,5 / 2.5), keeping every fraction digit (up to 20). */
export const numberFormat = (lang: Lang): Intl.NumberFormat =>
  cached(`number|${lang}`, () => new Intl.NumberFormat(LOCALE_TAGS[lang], { maximumFractionDigits: 20 }));

/** The language's cardinal plural rules ("1 Eintrag" / "2 Einträge"). */
export const pluralRules = (lang: Lang): Intl.PluralRules => cached(`plural|${lang}`, () => new Intl.PluralRules(LOCALE_TAGS[lang]));
