import type { Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import type { BlockInstance } from "../tree/block.ts";
import { pageBlocks } from "../site/page-view.ts";
import { pageIndex, type SitePage } from "../site/pages.ts";

/** Adds the schema names of the active blocks of `blocks` (children of inactive blocks do not count). */
function collectActive(blocks: readonly BlockInstance[], names: Set<string>): Set<string> {
  for (const b of blocks) {
    if (!b.active) continue;
    names.add(b.schemaName);
    collectActive(b.children ?? [], names);
  }
  return names;
}

const cache = new WeakMap<SiteData, Map<string, SitePage[]>>();

/** Block schema name → the pages whose tree holds an active block of it, in page order. Built once per snapshot. */
function pagesByBlock(site: SiteData): Map<string, SitePage[]> {
  let index = cache.get(site);
  if (index) return index;
  index = new Map();
  for (const page of pageIndex(site).pages) {
    for (const name of collectActive(pageBlocks(page.entity), new Set())) {
      const pages = index.get(name);
      if (pages) pages.push(page);
      else index.set(name, [page]);
    }
  }
  cache.set(site, index);
  return index;
}

/**
 * The path in `lang` of the first routed content page whose tree holds an active block of one of
 * `schemaNames` (e.g. the directory page for "back to the directory"), if any. Every detail page
 * asks; the page trees are walked once per snapshot.
 */
export function pagePathWithBlock(site: SiteData, schemaNames: readonly string[], lang: Lang): string | undefined {
  const index = pagesByBlock(site);
  for (const name of schemaNames) {
    for (const page of index.get(name) ?? []) {
      const path = page.paths[lang];
      if (path !== undefined) return path;
    }
  }
  return undefined;
}
