import type { Lang } from "../../i18n/locales.ts";
import type { BlockInstance, SiteData } from "../site/model.ts";
import { pageBlocks } from "../site/page-view.ts";
import { pageIndex } from "../site/pages.ts";

const contains = (blocks: readonly BlockInstance[], schemaName: string): boolean =>
  blocks.some((b) => b.active && (b.schemaName === schemaName || contains(b.children ?? [], schemaName)));

/**
 * The path in `lang` of the first routed content page whose tree holds an active block of one of
 * `schemaNames` (e.g. the directory page for "back to the directory"), if any.
 */
export function pagePathWithBlock(site: SiteData, schemaNames: readonly string[], lang: Lang): string | undefined {
  for (const name of schemaNames) {
    for (const page of pageIndex(site).pages) {
      const path = page.paths[lang];
      if (path !== undefined && contains(pageBlocks(page.entity, () => {}), name)) return path;
    }
  }
  return undefined;
}
