import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import type { Lang } from "./locales.ts";

/** A UI string key; German defines the key set (`de.json`). */
export type UiKey = keyof typeof de;

/** Interpolation values for `{name}` placeholders. */
export type UiParams = Record<string, string | number>;

/** The UI strings of every language, keyed like `de.json`. */
export const STRINGS: Record<Lang, Record<UiKey, string>> = { de, en };

/** Replaces `{name}` placeholders with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(template: string, params?: UiParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** The UI string `key` in `lang` (German when the language lacks it), with `{name}` interpolation. */
export function t(lang: Lang, key: UiKey, params?: UiParams): string {
  return interpolate(STRINGS[lang][key] ?? STRINGS.de[key] ?? key, params);
}

/** A translator bound to one language: `const tr = useTranslations(lang); tr("nav.skip")`. */
export function useTranslations(lang: Lang): (key: UiKey, params?: UiParams) => string {
  return (key, params) => t(lang, key, params);
}
