import { uiStrings } from "#ui-strings";
import type { Lang } from "./locales.ts";
import type { UiStrings } from "./strings.ts";

export { loadUiStrings } from "#ui-strings";

/** A UI string key; German defines the key set (`de.json`). */
export type UiKey = keyof UiStrings;

/** Interpolation values for `{name}` placeholders. */
export type UiParams = Record<string, string | number>;

/** Replaces `{name}` placeholders with `params[name]`; unknown placeholders stay as they are. */
export function interpolate(template: string, params?: UiParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/**
 * The UI string `key` in `lang` (German when the language lacks it), with `{name}` interpolation.
 * On the server every language is there. In the browser only languages loaded with
 * `loadUiStrings(lang)` are (one chunk per language); before that, `t` answers the key itself.
 */
export function t(lang: Lang, key: UiKey, params?: UiParams): string {
  return interpolate(uiStrings(lang)?.[key] ?? uiStrings("de")?.[key] ?? key, params);
}

/** A translator bound to one language: `const tr = useTranslations(lang); tr("nav.skip")`. */
export function useTranslations(lang: Lang): (key: UiKey, params?: UiParams) => string {
  return (key, params) => t(lang, key, params);
}
