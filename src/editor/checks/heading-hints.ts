import { pathOf } from "../../forms/index.ts";
import type { Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { VIEW } from "../../lib/content/tags.ts";
import type { BlockForms } from "./block-forms.ts";
import { fieldsTagged, shownBlocks, textIn } from "./block-fields.ts";
import type { Check } from "./check.ts";

/** One heading a visitor of the page sees, in page order. */
export interface OutlineHeading {
  blockId: string;
  /** 1 for `h1` … 6 for `h6`. */
  level: number;
  /** The field to change for a different level (`level.iv`), else the one holding the heading (`html.en`). */
  path: string;
}

const LEVEL = /^h([1-6])$/;
const HTML_HEADING = /<h([1-6])\b/gi;

/** The headings `block` itself renders in `lang` (not those of its children). */
function blockHeadings(block: BlockInstance, forms: BlockForms, lang: Lang): OutlineHeading[] {
  const headings: OutlineHeading[] = [];
  const levelField = forms(block.schemaName)?.byName.get("level");
  const levelValue = levelField ? LEVEL.exec(textIn(block, "level", lang)) : null;
  for (const field of fieldsTagged(block, forms, VIEW.heading)) {
    if (!textIn(block, field.name, lang).trim()) continue;
    const at = levelField ?? field;
    headings.push({ blockId: block.id, level: levelValue ? Number(levelValue[1]) : 2, path: pathOf(at.name, at.localized ? lang : "iv") });
  }
  for (const field of fieldsTagged(block, forms, VIEW.richtext)) {
    const html = sanitizeHtml(textIn(block, field.name, lang));
    for (const match of html.matchAll(HTML_HEADING))
      headings.push({ blockId: block.id, level: Number(match[1]), path: pathOf(field.name, field.localized ? lang : "iv") });
  }
  return headings;
}

/**
 * The headings of the page in `lang`, read from the blocks' schemas as the views render them: a
 * `view:heading` field with text (the language fallback included) is a heading at the level of the
 * block's `level` field (`h1`–`h6`), else an `h2`; a `view:richtext` field adds the headings of its
 * sanitised HTML. Headings a view takes from other content (a practitioner's name) are not known here.
 * `cache` keeps each block's headings while the block object stays the same.
 */
export function headingOutline(
  tree: readonly BlockInstance[],
  forms: BlockForms,
  lang: Lang,
  cache: WeakMap<BlockInstance, OutlineHeading[]> = new WeakMap(),
): OutlineHeading[] {
  const outline: OutlineHeading[] = [];
  for (const block of shownBlocks(tree)) {
    let headings = cache.get(block);
    if (!headings) cache.set(block, (headings = blockHeadings(block, forms, lang)));
    outline.push(...headings);
  }
  return outline;
}

/**
 * Advice on a heading outline, in `uiLang`: the page should start with its one `h1`, have no
 * second `h1`, and never skip a level on the way down (`h2` → `h4`). A page without headings gets
 * one page hint. Each hint points at the heading's block and field.
 */
export function headingHints(outline: readonly OutlineHeading[], uiLang: Lang): Check[] {
  const hint = (key: Parameters<typeof t>[1], heading?: OutlineHeading, params?: Record<string, string>): Check => ({
    level: "hint",
    code: "heading-order",
    message: t(uiLang, key, params),
    ...(heading ? { blockId: heading.blockId, path: heading.path } : {}),
  });
  if (!outline.length) return [hint("builder.hints.heading.none")];
  const checks: Check[] = [];
  const name = (level: number) => `H${level}`;
  let seenH1 = false;
  outline.forEach((heading, index) => {
    const previous = outline[index - 1];
    if (!previous && heading.level !== 1) checks.push(hint("builder.hints.heading.first", heading, { level: name(heading.level) }));
    else if (heading.level === 1 && seenH1) checks.push(hint("builder.hints.heading.secondH1", heading));
    else if (previous && heading.level > previous.level + 1)
      checks.push(
        hint("builder.hints.heading.skip", heading, { level: name(heading.level), previous: name(previous.level), expected: name(previous.level + 1) }),
      );
    if (heading.level === 1) seenH1 = true;
  });
  return checks;
}
