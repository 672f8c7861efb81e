import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { CONTENT_ID } from "../../../lib/cms/allowed-url.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";
import { pageVersions } from "../../../lib/page-admin/page-versions.ts";

export const prerender = false;

/**
 * `GET /api/editor/versions?id={pageId}` (editors): the page's version history for the builder,
 * newest first — `{ id, version, versions: [{ version, status, at?, by? }] }`. 400 without a
 * well-formed id, 404 when the page does not exist. Never cached.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const id = context.url.searchParams.get("id") ?? "";
    if (!CONTENT_ID.test(id)) throw new HttpError("BadRequest", { details: { id: ["must be a page id"] } });
    const versions = await pageVersions(services.cms, services.db, id);
    if (!versions) throw new HttpError("NotFound");
    return json(versions, { headers: { "cache-control": "private, no-store" } });
  });
export const ALL = otherMethods({ GET });
