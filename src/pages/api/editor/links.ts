import type { APIRoute } from "astro";
import * as v from "valibot";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { LINK_TARGET_KINDS } from "../../../lib/directory/link-target.ts";
import { searchLinkTargets } from "../../../lib/directory/link-targets.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

export const prerender = false;

const Query = v.object({
  kind: v.picklist(LINK_TARGET_KINDS),
  search: v.optional(v.pipe(v.string(), v.maxLength(200)), ""),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number)), "0"),
});

/**
 * `GET /api/editor/links?kind=practitioners|challenges&search=…&page=N` (editors): what the
 * builder's link picker offers besides pages — the practitioners or weekly challenges the
 * published site shows, matching `search` (the content service's `$search`), 20 per page, each
 * `{ id, titles, paths }` with the paths the site renders in each language. 400 for a malformed
 * query. Never cached.
 */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    const { user, services } = context.locals;
    if (!user) throw new HttpError("Unauthenticated");
    const parsed = v.safeParse(Query, Object.fromEntries(context.url.searchParams));
    if (!parsed.success) {
      throw new HttpError("BadRequest", { details: Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue) ?? "", [issue.message]])) });
    }
    const { kind, search, page } = parsed.output;
    const site = await services.siteData.get();
    return json(await searchLinkTargets(services.cms, site, kind, search, page), { headers: { "cache-control": "private, no-store" } });
  });
export const ALL = otherMethods({ GET });
