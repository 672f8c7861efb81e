import type { Lang } from "./locales.ts";
import { t } from "./t.ts";

/**
 * The name of the content language `content` in the UI language `lang` (`Englisch`, `German`), for
 * labels such as `Titel (Deutsch)`. The language switcher names each language in itself instead
 * (`language.de`, `language.en`).
 */
export function languageName(lang: Lang, content: Lang): string {
  return t(lang, `language.name.${content}`);
}
