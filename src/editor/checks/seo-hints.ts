import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { t, type UiKey } from "../../i18n/t.ts";
import type { Entity } from "../../lib/content/model.ts";
import { pageSeo, pageTitle } from "../../lib/site/pages.ts";
import type { Check } from "./check.ts";

/**
 * Lengths in characters that search results show in full and that say enough: the title (the
 * SEO title, else the page title) 30–60, the description 70–160. These are the common
 * guidance for Google's results pages.
 */
const SEO_LENGTHS = { title: { min: 30, max: 60 }, description: { min: 70, max: 160 } } as const;

/** Characters as a reader counts them (code points, so an emoji is one). */
const length = (text: string) => [...text.trim()].length;

function lengthHint(
  code: "title-length" | "description-length",
  text: string,
  limits: { min: number; max: number },
  keys: { missing: UiKey; short: UiKey; long: UiKey },
  lang: Lang,
  uiLang: Lang,
): Check | undefined {
  const count = length(text);
  const key = count === 0 ? keys.missing : count < limits.min ? keys.short : count > limits.max ? keys.long : undefined;
  if (!key) return undefined;
  return { level: "hint", code, lang, path: `seo.${lang}`, message: t(uiLang, key, { count, min: limits.min, max: limits.max }) };
}

/**
 * The page's title and description length in every language, as search results show them (the
 * language fallback of the `seo` field included), in `uiLang`: missing, too short or too long.
 */
export function seoHints(page: Entity, uiLang: Lang): Check[] {
  const checks: Check[] = [];
  for (const lang of LOCALES) {
    const title = lengthHint(
      "title-length",
      pageTitle(page, lang),
      SEO_LENGTHS.title,
      { missing: "builder.hints.title.missing", short: "builder.hints.title.short", long: "builder.hints.title.long" },
      lang,
      uiLang,
    );
    const description = lengthHint(
      "description-length",
      pageSeo(page, lang).description,
      SEO_LENGTHS.description,
      { missing: "builder.hints.description.missing", short: "builder.hints.description.short", long: "builder.hints.description.long" },
      lang,
      uiLang,
    );
    if (title) checks.push(title);
    if (description) checks.push(description);
  }
  return checks;
}
