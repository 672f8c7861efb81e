import type { ContentList } from "../render/reads.ts";
import type { Entity, SiteData } from "../content/model.ts";

/**
 * The parts of the site data the builder loads only when something needs them: the collections
 * list blocks read, and the pages (every page's tree: the builder reads its own page through the
 * content service, and its views and checks read no other page's).
 */
export type SiteList = ContentList | "pages";
const SITE_LISTS: readonly SiteList[] = ["practitioners", "appointments", "challenges", "pages"];

/**
 * `lists` of a `?lists=a,b` query: the lists asked for, or undefined when the parameter is
 * absent (all of them). Throws on a name that is no such list.
 */
export function parseLists(param: string | null): SiteList[] | undefined {
  if (param === null) return undefined;
  const names = param.split(",").filter((name) => name !== "");
  const unknown = names.filter((name) => !(SITE_LISTS as readonly string[]).includes(name));
  if (unknown.length) throw new RangeError(`unknown list ${unknown.join(", ")}; known: ${SITE_LISTS.join(", ")}`);
  return [...new Set(names)] as SiteList[];
}

/** `site` with only the `lists` asked for (the others empty). */
export function withLists(site: SiteData, lists: readonly SiteList[] | undefined): SiteData {
  if (!lists) return site;
  const keep = new Set(lists);
  return { ...site, ...Object.fromEntries(SITE_LISTS.filter((name) => !keep.has(name)).map((name) => [name, []])) };
}

/** Just the `lists` of `site`, by name. */
export function listsOf(site: SiteData, lists: readonly SiteList[]): Partial<Record<SiteList, Entity[]>> {
  return Object.fromEntries(lists.map((name) => [name, site[name]]));
}
