import type { Entity, SiteData } from "../content/model.ts";
import { filterClasses } from "../theme/classes.ts";
import { mentionedIds } from "../theme/mentioned-ids.ts";
import { classesCss } from "./tailwind.ts";

// Defined by the code build under the name BUILT_CLASSES_GLOBAL (./built-classes.ts); absent in tests.
declare const __BAUKASTEN_BUILT_CLASSES__: readonly string[] | undefined;

const built = (): ReadonlySet<string> => new Set(typeof __BAUKASTEN_BUILT_CLASSES__ === "undefined" ? [] : __BAUKASTEN_BUILT_CLASSES__);

/**
 * CSS for the text styles `page` uses whose classes the site's stylesheet may lack (a style made
 * or changed after the code build), compiled with Tailwind on the server; `""` when the stylesheet
 * has them all, so pages of unchanged styles stay byte for byte as they were. A style with one
 * new class brings all its classes, so their order among themselves is Tailwind's.
 */
export async function pageTextStyleCss(site: SiteData, page: Entity | undefined, known: ReadonlySet<string> = built()): Promise<string> {
  if (!page || site.textStyles.length === 0) return "";
  const used = mentionedIds(page.data, new Set(site.textStyles.map((style) => style.id)));
  const missing: string[] = [];
  for (const style of site.textStyles) {
    if (!used.has(style.id)) continue;
    const tokens = filterClasses(style.data.twclasses?.iv).classes.split(" ").filter(Boolean);
    if (tokens.some((token) => !known.has(token))) missing.push(...tokens);
  }
  return missing.length ? classesCss(missing) : "";
}
