import { useLocale } from "react-aria-components";
import { DEFAULT_LANG, isLang, type Lang } from "../../i18n/locales.ts";

/** The site language of a BCP 47 locale (`en-GB` → `en`), German for any other. */
export function langOfLocale(locale: string): Lang {
  const language = locale.split("-")[0]?.toLowerCase();
  return isLang(language) ? language : DEFAULT_LANG;
}

/**
 * The language of the UI kit's own strings: the locale of the nearest `UiProvider` (react-aria's
 * `I18nProvider`), so one provider sets both react-aria's strings and ours.
 */
export function useUiLang(): Lang {
  return langOfLocale(useLocale().locale);
}
