import { blockTypes } from "../../blocks/catalog.ts";
import type { MapTiles } from "../../lib/directory/map.ts";
import type { ContentList } from "../../lib/render/reads.ts";
import type { SiteJson } from "../../lib/site/site-json.ts";
import type { BlockInstance } from "../../lib/tree/block.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";

/** What `GET /api/editor/site` answers. */
export interface EditorSite {
  app: string;
  site: SiteJson;
  mapTiles: MapTiles;
}

/**
 * The site data the builder's views render from, with only the collections in `lists` (every
 * collection when undefined: a directory's practitioners can be megabytes the page never shows);
 * undefined when the server does not answer it.
 */
export async function fetchEditorSite(lists?: readonly ContentList[]): Promise<EditorSite | undefined> {
  const query = lists ? `?lists=${lists.join(",")}` : "";
  const response = await fetch(`/api/editor/site${query}`, { headers: { accept: "application/json" }, cache: "no-store" });
  return response.ok ? ((await response.json()) as EditorSite) : undefined;
}

const readsOf = new Map(blockTypes.map((type) => [type.schemaName, type.reads ?? []]));

/** The collections the blocks of `tree` list (their types' `reads`), each once. */
export function listsRead(tree: readonly BlockInstance[]): ContentList[] {
  const lists = new Set<ContentList>();
  for (const { block } of walkTree(tree)) for (const list of readsOf.get(block.schemaName) ?? []) lists.add(list);
  return [...lists];
}
