import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { Entity, SiteData } from "../../lib/content/model.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { altHints } from "./alt-hints.ts";
import type { BlockForms } from "./block-forms.ts";
import type { Check } from "./check.ts";
import { contrastHints } from "./contrast-hints.ts";
import { headingHints, headingOutline, type OutlineHeading } from "./heading-hints.ts";
import { seoHints } from "./seo-hints.ts";
import { treeValidator } from "./validate-tree.ts";

/** What the checks found on a page: errors block publishing, hints are advice. */
export interface PageChecks {
  errors: Check[];
  hints: Check[];
}

/** The page as the checks see it: its tree, and for the page hints its data and the site's colours (both optional). */
export interface CheckedPage {
  tree: readonly BlockInstance[];
  page?: Entity;
  site?: SiteData;
}

const sameHint = (a: Check, b: Check) => a.blockId === b.blockId && a.message === b.message;

/**
 * Heading hints of every language. One found in all of them is reported once, for every language,
 * pointing at the field in the builder's language (`uiLang`: a rich text's `html.de` or `html.en`).
 */
function headingHintsPerLanguage(
  tree: readonly BlockInstance[],
  forms: BlockForms,
  uiLang: Lang,
  caches: Map<Lang, WeakMap<BlockInstance, OutlineHeading[]>>,
): Check[] {
  const perLang = LOCALES.map((lang) => ({ lang, hints: headingHints(headingOutline(tree, forms, lang, caches.get(lang)), uiLang) }));
  const own = perLang.find(({ lang }) => lang === uiLang)?.hints ?? [];
  const everywhere = (hint: Check) => perLang.every(({ hints }) => hints.some((other) => sameHint(hint, other)));
  const out: Check[] = [];
  for (const { lang, hints } of perLang) {
    for (const hint of hints) {
      if (!everywhere(hint)) out.push({ ...hint, lang });
      else if (!out.some((other) => other.lang === undefined && sameHint(hint, other))) out.push(own.find((mine) => sameHint(hint, mine)) ?? hint);
    }
  }
  return out;
}

/**
 * A checker for the pages of one site, with messages in `uiLang`: field validation of every shown
 * block (the errors that block publishing), and hints on heading order, alt text, contrast of chosen
 * colours and the page's title and description length. Keeps per-block results between calls, so
 * checking after each change of a 200-block page costs little more than the blocks that changed.
 */
export function pageChecker(forms: BlockForms, uiLang: Lang): (page: CheckedPage) => PageChecks {
  const validate = treeValidator(forms, uiLang);
  const caches = new Map(LOCALES.map((lang) => [lang, new WeakMap<BlockInstance, OutlineHeading[]>()]));
  return ({ tree, page, site }) => ({
    errors: validate(tree),
    hints: [
      ...(page ? seoHints(page, uiLang) : []),
      ...headingHintsPerLanguage(tree, forms, uiLang, caches),
      ...altHints(tree, forms, uiLang, site?.assets),
      ...(site ? contrastHints(tree, forms, { site, page }, uiLang) : []),
    ],
  });
}
