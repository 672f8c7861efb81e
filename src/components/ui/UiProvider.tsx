import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { LOCALE_TAGS, type Lang } from "../../i18n/locales.ts";

/**
 * Sets the UI language for everything inside: react-aria's own strings and formats (dates,
 * numbers, "increase", "close"…) and the UI kit's strings (`useUiLang`). Wrap each island that
 * renders the UI kit in one; without it the browser's language is used.
 */
export function UiProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <I18nProvider locale={LOCALE_TAGS[lang]}>{children}</I18nProvider>;
}
