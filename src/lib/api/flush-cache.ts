import type { APIContext } from "astro";
import { HttpError } from "../errors/http-error.ts";
import { safeReturnTo } from "../auth/return-to.ts";
import { isForm, readText } from "../http/body.ts";
import { guarded, json } from "./endpoint.ts";

/**
 * `POST /manage/flushcache` (editors; the middleware checks origin and redirects anonymous
 * visitors): empties the content cache, the site data and the anonymous GraphQL schema. JSON
 * `{ flushed: n }`, or for a form post a 303 back to its same-origin `returnTo` (default `/manage`).
 */
export function flushCacheRoute(context: APIContext): Promise<Response> {
  return guarded(context, async () => {
    if (!context.locals.user) throw new HttpError("Unauthenticated");
    const { services } = context.locals;
    const flushed = services.clearContent();
    if (isForm(context.request)) {
      const fields = new URLSearchParams(await readText(context.request, 64 * 1024));
      const location = safeReturnTo(fields.get("returnTo"), context.url.origin, "/manage");
      return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
    }
    return json({ flushed });
  });
}
