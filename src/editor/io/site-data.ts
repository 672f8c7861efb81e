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

/**
 * The site data the builder's views render from, with only the lists in `lists` (every one when
 * undefined: a directory's practitioners can be megabytes the page never shows, and the pages
 * carry every page's tree); undefined when the server does not answer it.
 */
export async function fetchEditorSite(lists?: readonly SiteList[]): Promise<EditorSite | undefined> {
  const query = lists ? `?lists=${lists.join(",")}` : "";
  const response = await fetch(`/api/editor/site${query}`, { headers: { accept: "application/json" }, cache: "no-store" });
  return response.ok ? ((await response.json()) as EditorSite) : undefined;
}

/** Just the lists `names` of the site data (`?only=`); throws when the server does not answer them. */
export async function fetchSiteLists(names: readonly SiteList[]): Promise<Partial<Record<SiteList, Entity[]>>> {
  const response = await fetch(`/api/editor/site?only=${names.join(",")}`, { headers: { accept: "application/json" }, cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/editor/site?only=${names.join(",")}: ${response.status}`);
  return ((await response.json()) as { lists: Partial<Record<SiteList, Entity[]>> }).lists;
}

/** The lists of one builder session, each loaded once. */
export interface SiteListCache {
  /** The lists `names`: those not asked for before in one request, the others as first loaded (a failed load is asked for again). */
  load(names: readonly SiteList[]): Promise<Partial<Record<SiteList, Entity[]>>>;
}

/** A cache of the site's lists loading them with `fetchLists`. */
export function siteListCache(fetchLists: (names: readonly SiteList[]) => Promise<Partial<Record<SiteList, Entity[]>>> = fetchSiteLists): SiteListCache {
  const loads = new Map<SiteList, Promise<Entity[]>>();
  return {
    async load(names) {
      const missing = names.filter((name) => !loads.has(name));
      if (missing.length) {
        const batch = fetchLists(missing);
        batch.catch(() => {
          for (const name of missing) loads.delete(name);
        });
        for (const name of missing)
          loads.set(
            name,
            batch.then((lists) => lists[name] ?? []),
          );
      }
      return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await loads.get(name)!] as const)));
    },
  };
}

const readsOf = new Map(blockTypes.map((type) => [type.schemaName, type.reads ?? []]));

/** The collections the blocks of `tree` list (their types' `reads`), each once. */
export function listsRead(tree: readonly BlockInstance[]): ContentList[] {
  const lists = new Set<ContentList>();
  for (const { block } of walkTree(tree)) for (const list of readsOf.get(block.schemaName) ?? []) lists.add(list);
  return [...lists];
}
