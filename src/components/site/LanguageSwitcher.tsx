import { LOCALES, localePath, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/**
 * Links to this page in every language: the matching page (`alternates`), not the other home.
 * A language without a version of this page links to its home.
 */
export function LanguageSwitcher({ lang, alternates = {} }: { lang: Lang; alternates?: Partial<Record<Lang, string>> }) {
  return (
    <nav aria-label={t(lang, "language.switch")} className="flex gap-3 text-sm">
      {LOCALES.map((l) => (
        <a
          key={l}
          href={alternates[l] ?? localePath(l, "/")}
          hrefLang={l}
          lang={l}
          aria-current={l === lang ? "true" : undefined}
          className={l === lang ? "underline-offset-4 hover:underline font-semibold underline" : "underline-offset-4 hover:underline"}
        >
          {t(l, `language.${l}`)}
        </a>
      ))}
    </nav>
  );
}
