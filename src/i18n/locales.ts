/** The site's languages, in the order they are offered. German is the default and has no path prefix. */
export const LOCALES = ["de", "en"] as const;
export type Lang = (typeof LOCALES)[number];
export const DEFAULT_LANG: Lang = "de";

/** BCP 47 tags for `<html lang>`, hreflang and `Intl` formatting. */
export const LOCALE_TAGS: Record<Lang, string> = { de: "de-DE", en: "en-GB" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: its first segment when that is `de` or `en`, else the default. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1] ?? "";
  return isLang(first) ? first : DEFAULT_LANG;
}

/** The path prefix of a language: `""` for German, `/en` for English. */
export function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? "" : `/${lang}`;
}

/** Joins a language prefix and a site path (`localePath("en", "/about")` → `/en/about`; home → `/en`). */
export function localePath(lang: Lang, path: string): string {
  const clean = path === "/" || path === "" ? "" : `/${path.replace(/^\/+/, "")}`;
  return `${langPrefix(lang)}${clean}` || "/";
}
