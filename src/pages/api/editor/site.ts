import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { mapTiles } from "../../../lib/directory/map.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { toSiteJson } from "../../../lib/site/site-json.ts";
import { listsOf, parseLists, withLists } from "../../../lib/site/site-lists.ts";

export const prerender = false;

/**
 * `GET /api/editor/site` (editors): what the builder's block views render from — the site data of
 * the live content (colours, icons, practitioners, assets …) and the map tiles — and the content
 * app the proxy reaches (`/cms/api/content/{app}/…`). Never cached. `?lists=practitioners,…`
 * sends of the lists (the collections list blocks read, and `pages`: every page with its tree)
 * only those named: the builder opens with `?lists=` and none. `?only=appointments,…` sends just
 * those lists, `{ lists: { appointments: […] } }`, as the builder loads them when a block needs
 * them. An unknown name, or both parameters, is a 400.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const params = context.url.searchParams;
    const only = readLists(params, "only");
    const lists = readLists(params, "lists");
    if (only && lists) throw new HttpError("BadRequest", { details: { only: ["only and lists exclude each other"] } });
    const site = await services.siteData.get();
    const headers = { "cache-control": "private, no-store" };
    if (only) return json({ lists: listsOf(site, only) }, { headers });
    return json({ app: services.config.app, site: toSiteJson(withLists(site, lists)), mapTiles: mapTiles(() => services.config) }, { headers });
  });
export const ALL = otherMethods({ GET });

/** The lists named by the query parameter `name`, undefined when it is absent; a 400 naming an unknown one. */
function readLists(params: URLSearchParams, name: "lists" | "only") {
  try {
    return parseLists(params.get(name));
  } catch (error) {
    throw new HttpError("BadRequest", { details: { [name]: [(error as Error).message] } });
  }
}
