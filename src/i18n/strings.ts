import de from "./de.json" with { type: "json" };
import en from "./en.json" with { type: "json" };
import type { Lang } from "./locales.ts";

/** One language's UI strings, keyed like `de.json` (German defines the key set). */
export type UiStrings = typeof de;

/**
 * The UI strings on the server (and in tests): every language, bundled. Browser bundles get
 * `strings.browser.ts` instead (package.json `imports`, condition `browser`), which holds only the
 * languages loaded so far; import this module as `#ui-strings`, never by its path.
 */
const ALL: Record<Lang, UiStrings> = { de, en };

/** The strings of `lang`; always there on the server. */
export function uiStrings(lang: Lang): UiStrings | undefined {
  return ALL[lang];
}

/** Makes the strings of `lang` available to `t()`; on the server they always are. */
export function loadUiStrings(_lang: Lang): Promise<void> {
  return Promise.resolve();
}
