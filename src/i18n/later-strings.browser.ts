import { DEFAULT_LANG, LOCALES, type Lang } from "./locales.ts";
import type * as Server from "./later-strings.ts";
import type { UiStrings } from "./strings.ts";
import { addUiStrings, loadUiStrings, uiStrings } from "./strings.browser.ts";

// Each language's second chunk: the strings `LATER_PREFIXES` names, cut out of its first.
const LOADERS: Record<Lang, () => Promise<{ default: Partial<UiStrings> }>> = {
  de: () => import("./de.json?later"),
  en: () => import("./en.json?later"),
};

const loading: Partial<Record<Lang, Promise<void>>> = {};

/**
 * Loads the strings only code loaded on demand shows, once for each language loaded so far (German
 * when none is yet); such code awaits it with its own (`withLaterStrings`). Kept apart from
 * `strings.browser.ts` so its loaders never weigh on a first load. A failed load may be tried again.
 */
export async function loadLaterUiStrings(): Promise<void> {
  const loaded = LOCALES.filter((lang) => uiStrings(lang));
  const langs = loaded.length ? loaded : [DEFAULT_LANG];
  await Promise.all(
    langs.map(
      (lang) =>
        (loading[lang] ??= Promise.all([loadUiStrings(lang), LOADERS[lang]()]).then(
          ([, module]) => addUiStrings(lang, module.default),
          (error: unknown) => {
            delete loading[lang];
            throw error;
          },
        )),
    ),
  );
}

// Both variants offer the same API (a compile-time check; nothing of the server module is bundled).
({ loadLaterUiStrings }) satisfies typeof Server;
