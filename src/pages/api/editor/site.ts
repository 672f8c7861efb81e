import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { mapTiles } from "../../../lib/directory/map.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { toSiteJson } from "../../../lib/site/site-json.ts";

export const prerender = false;

/**
 * `GET /api/editor/site` (editors): what the builder's block views render from — the site data of
 * the live content (colours, icons, practitioners, assets …) and the map tiles — and the content
 * app the proxy reaches (`/cms/api/content/{app}/…`). Never cached.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const site = await services.siteData.get();
    return json(
      { app: services.config.app, site: toSiteJson(site), mapTiles: mapTiles(() => services.config) },
      { headers: { "cache-control": "private, no-store" } },
    );
  });
export const ALL = otherMethods({ GET });
