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
      const batch = missing.length ? fetchLists(missing) : undefined;
      for (const name of missing)
        loads.set(
          name,
          batch!.then(
            (lists) => lists[name] ?? [],
            (error: unknown) => {
              loads.delete(name);
              throw error;
            },
          ),
        );
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
