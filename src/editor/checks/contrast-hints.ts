import { pathOf } from "../../forms/index.ts";
import { LOCALE_TAGS, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { contrastRatio } from "../../lib/color.ts";
import { firstRef } from "../../lib/content/localized.ts";
import type { Entity, SiteData } from "../../lib/content/model.ts";
import { colorHex, pageBackground, pickTheme, themeColors } from "../../lib/theme/colors.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { VIEW } from "../../lib/content/tags.ts";
import type { BlockForms } from "./block-forms.ts";
import { fieldTagged } from "./block-fields.ts";
import type { Check } from "./check.ts";

/** WCAG 2.2 1.4.11: icons and other graphics need 3:1 against what is behind them. */
const AA_GRAPHICS = 3;

/** What the contrast check reads besides the tree: the site's colours and themes, and the page (its theme and background). */
export interface ContrastContext {
  site: SiteData;
  page: Entity | undefined;
}

const quiet = () => {};

/**
 * Chosen colours whose icon is hard to see, in `uiLang`. A block's `view:background` colour paints
 * it and everything inside it (sections, cards); on an icon block the same field is the icon's own
 * colour. Checked: an icon's chosen colour, or the theme's main colour for an icon without one,
 * against what is behind it (3:1, WCAG 1.4.11). Text on a chosen background needs no hint: body
 * text, headings and outlined or text buttons switch to black or white where the theme's colours do
 * not reach 4.5:1.
 */
export function contrastHints(tree: readonly BlockInstance[], forms: BlockForms, context: ContrastContext, uiLang: Lang): Check[] {
  const { site, page } = context;
  const { colorMain: main, colorWhite: white } = themeColors(pickTheme(site, page), quiet);
  const ratioText = (ratio: number) => new Intl.NumberFormat(LOCALE_TAGS[uiLang], { maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10);
  const checks: Check[] = [];
  const hint = (block: BlockInstance, path: string, ratio: number) =>
    checks.push({ level: "hint", code: "contrast", blockId: block.id, path, message: t(uiLang, "builder.hints.contrast.icon", { ratio: ratioText(ratio) }) });
  /** `background`: the chosen colour the block sits on, if any was chosen (the page's or a painted block's). */
  const visit = (blocks: readonly BlockInstance[], background: string | undefined) => {
    for (const block of blocks) {
      if (block.active === false) continue;
      const colorField = fieldTagged(block, forms, VIEW.background);
      const colorId = colorField ? firstRef(block.fields, colorField.name) : undefined;
      const chosen = colorId ? colorHex(site, colorId, quiet) : undefined;
      const colorPath = colorField ? pathOf(colorField.name, "iv") : "";
      if (fieldTagged(block, forms, VIEW.icon) && colorField) {
        // An icon block: its colour field is the icon's colour.
        const behind = background ?? white;
        const foreground = chosen ?? (background ? main : undefined);
        const ratio = foreground ? contrastRatio(foreground, behind) : Infinity;
        if (ratio < AA_GRAPHICS) hint(block, colorPath, ratio);
        continue;
      }
      if (block.children) visit(block.children, chosen ?? background);
    }
  };
  visit(tree, pageBackground(site, page, quiet));
  return checks;
}
