import type { ContentList } from "../render/reads.ts";
import type { SiteData } from "../content/model.ts";

/** The collections only list blocks read; everything else of the site data every view may use. */
const CONTENT_LISTS: readonly ContentList[] = ["practitioners", "appointments", "challenges"];

/**
 * `lists` of a `?lists=a,b` query: the collections asked for, or undefined when the parameter is
 * absent (all of them). Throws on a name that is no such collection.
 */
export function parseLists(param: string | null): ContentList[] | undefined {
  if (param === null) return undefined;
  const names = param.split(",").filter((name) => name !== "");
  const unknown = names.filter((name) => !(CONTENT_LISTS as readonly string[]).includes(name));
  if (unknown.length) throw new RangeError(`unknown list ${unknown.join(", ")}; known: ${CONTENT_LISTS.join(", ")}`);
  return [...new Set(names)] as ContentList[];
}

/** `site` with only the `lists` asked for (the others empty). */
export function withLists(site: SiteData, lists: readonly ContentList[] | undefined): SiteData {
  if (!lists) return site;
  const keep = new Set(lists);
  return { ...site, ...Object.fromEntries(CONTENT_LISTS.filter((name) => !keep.has(name)).map((name) => [name, []])) };
}
