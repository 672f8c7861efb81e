import type { Lang } from "./locales.ts";
import type * as Server from "./strings.ts";
import type { UiStrings } from "./strings.ts";

// Each language its own chunk: a browser loads the one it shows, not the whole catalog of both.
const LOADERS: Record<Lang, () => Promise<{ default: UiStrings }>> = {
  de: () => import("./de.json"),
  en: () => import("./en.json"),
};

const loaded: Partial<Record<Lang, UiStrings>> = {};
const pending: Partial<Record<Lang, Promise<void>>> = {};

/** The strings of `lang` once `loadUiStrings(lang)` has finished; `undefined` before. */
export function uiStrings(lang: Lang): UiStrings | undefined {
  return loaded[lang];
}

/**
 * Loads the strings of `lang` (once; later calls share the first load). Islands call it before they
 * render text: the editor bar with its session check, the builder before it mounts, the install
 * banner when the browser offers installation. A failed load may be tried again.
 */
export function loadUiStrings(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  pending[lang] ??= LOADERS[lang]()
    .then((module) => {
      loaded[lang] = module.default;
    })
    .finally(() => {
      delete pending[lang];
    });
  return pending[lang];
}

/** Adds strings loaded later to those of `lang` (`later-strings.browser.ts`); `lang` must be loaded. */
export function addUiStrings(lang: Lang, strings: Partial<UiStrings>): void {
  loaded[lang] = { ...loaded[lang]!, ...strings };
}

// Both variants offer the same API (a compile-time check; nothing of the server module is bundled).
({ uiStrings, loadUiStrings }) satisfies Pick<typeof Server, "uiStrings" | "loadUiStrings">;
