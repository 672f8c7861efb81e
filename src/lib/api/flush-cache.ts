import type { APIContext } from "astro";
import { HttpError } from "../errors/http-error.ts";
import { safeReturnTo } from "../auth/return-to.ts";
import { isForm, readText } from "../http/body.ts";
import { guarded, json } from "./endpoint.ts";

/**
 * `POST /manage/flushcache` (editors; the middleware checks origin and redirects anonymous
 * visitors): empties the content cache, the site data and the anonymous GraphQL schema. A form
 * post without `returnTo` gives `{ flushed: n }` (how many cached answers went) for the screen to
 * show; one with a `returnTo` answers a 303 there (same-origin only, default `/manage`); anything
 * else answers JSON `{ flushed: n }`.
 */
export async function flushCacheRoute(context: APIContext): Promise<Response | { flushed: number }> {
  let screen: { flushed: number } | undefined;
  const response = await guarded(context, async () => {
    if (!context.locals.user) throw new HttpError("Unauthenticated");
    const { services } = context.locals;
    const fields = isForm(context.request) ? new URLSearchParams(await readText(context.request, 64 * 1024)) : undefined;
    const flushed = services.clearContent();
    if (fields?.has("returnTo")) {
      const location = safeReturnTo(fields.get("returnTo"), context.url.origin, "/manage");
      return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
    }
    if (fields) screen = { flushed };
    return json({ flushed });
  });
  return screen ?? response;
}
