import { pathOf } from "../../forms/index.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import { localized } from "../../lib/content/localized.ts";
import type { AssetInfo } from "../../lib/content/model.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { VIEW } from "../../lib/content/tags.ts";
import type { BlockForms } from "./block-forms.ts";
import { fieldTagged, shownBlocks } from "./block-fields.ts";
import type { Check } from "./check.ts";

const hasImage = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === "string" && value !== "");
const firstId = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * Images without alternative text, per language: a block whose `view:image` field holds an image
 * and whose `view:alt` text is empty in a language gets a hint for that language (a localized alt
 * text is read in its own language, since an English page shows the English text, even when empty).
 * An asset with alternative text of its own in that language (which the view falls back to) needs none.
 * Empty alt text is right for a purely decorative image, so this is advice, not an error.
 */
export function altHints(tree: readonly BlockInstance[], forms: BlockForms, uiLang: Lang, assets?: ReadonlyMap<string, AssetInfo>): Check[] {
  const checks: Check[] = [];
  for (const block of shownBlocks(tree)) {
    const image = fieldTagged(block, forms, VIEW.image);
    const alt = fieldTagged(block, forms, VIEW.alt);
    const picked = image && localized(block.fields, image.name, LOCALES[0]);
    if (!image || !alt || !hasImage(picked)) continue;
    const assetId = firstId(picked);
    const assetAlt = typeof assetId === "string" ? assets?.get(assetId)?.alt : undefined;
    const parts = alt.localized ? LOCALES : (["iv"] as const);
    for (const part of parts) {
      const value = block.fields[alt.name]?.[part];
      if (typeof value === "string" && value.trim()) continue;
      if (part === "iv" ? assetAlt?.[LOCALES[0]] : assetAlt?.[part] || assetAlt?.[LOCALES[0]]) continue;
      checks.push({
        level: "hint",
        code: "alt-text",
        blockId: block.id,
        path: pathOf(alt.name, part),
        message: t(uiLang, "builder.hints.alt.missing"),
        ...(part === "iv" ? {} : { lang: part }),
      });
    }
  }
  return checks;
}
