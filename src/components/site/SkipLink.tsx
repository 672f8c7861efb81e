import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";

/** The first focusable element of a page: jumps past the header to `#main`, visible only when focused. */
export function SkipLink({ lang }: { lang: Lang }) {
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:bg-paper focus:p-2 focus:text-ink">
      {t(lang, "nav.skip")}
    </a>
  );
}
