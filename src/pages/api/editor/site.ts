import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { mapTiles } from "../../../lib/directory/map.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { toSiteJson } from "../../../lib/site/site-json.ts";
import { parseLists, withLists } from "../../../lib/site/site-lists.ts";

export const prerender = false;

/**
 * `GET /api/editor/site` (editors): what the builder's block views render from — the site data of
 * the live content (colours, icons, practitioners, assets …) and the map tiles — and the content
 * app the proxy reaches (`/cms/api/content/{app}/…`). Never cached. `?lists=practitioners,…`
 * sends only the collections named (the builder asks first for what the page's blocks list, the
 * rest of the site's data after it is interactive); an unknown name is a 400.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    let lists;
    try {
      lists = parseLists(context.url.searchParams.get("lists"));
    } catch (error) {
      throw new HttpError("BadRequest", { details: { lists: [(error as Error).message] } });
    }
    const site = withLists(await services.siteData.get(), lists);
    return json(
      { app: services.config.app, site: toSiteJson(site), mapTiles: mapTiles(() => services.config) },
      { headers: { "cache-control": "private, no-store" } },
    );
  });
export const ALL = otherMethods({ GET });
