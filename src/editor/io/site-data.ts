import { blockTypes } from "../../blocks/catalog.ts";
import type { Entity } from "../../lib/content/model.ts";
import type { MapTiles } from "../../lib/directory/map.ts";
import type { ContentList } from "../../lib/render/reads.ts";
import type { SiteJson } from "../../lib/site/site-json.ts";
import type { SiteList } from "../../lib/site/site-lists.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";

/** What `GET /api/editor/site` answers. */
export interface EditorSite {
  app: string;
  site: SiteJson;
  mapTiles: MapTiles;
}

/** `GET /api/editor/site?{query}`'s answer; throws when the server does not give it. */
async function getSite(query: string): Promise<unknown> {
  const response = await fetch(`/api/editor/site?${query}`, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`/api/editor/site?${query}: ${response.status}`);
  return response.json();
}

/**
 * The site data the builder's views render from, without its lists (`?lists=`): a directory's
 * practitioners can be megabytes the page never shows, and the pages carry every page's tree.
 */
export const fetchEditorSite = () => getSite("lists=") as Promise<EditorSite>;

/** Just the lists `names` of the site data (`?only=`). */
export const fetchSiteLists = async (names: readonly SiteList[]) =>
  ((await getSite(`only=${names.join(",")}`)) as { lists: Partial<Record<SiteList, Entity[]>> }).lists;

const readsOf = new Map(blockTypes.map((type) => [type.schemaName, type.reads ?? []]));

/** The collections the blocks of `tree` list (their types' `reads`), each once. */
export function listsRead(tree: readonly BlockInstance[]): ContentList[] {
  const lists = new Set<ContentList>();
  for (const { block } of walkTree(tree)) for (const list of readsOf.get(block.schemaName) ?? []) lists.add(list);
  return [...lists];
}
