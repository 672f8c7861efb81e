import type { APIRoute } from "astro";
import { flushCacheRoute } from "../../lib/api/flush-cache.ts";

export const prerender = false;

export const POST: APIRoute = (context) => flushCacheRoute(context);
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ error: "MethodNotAllowed" }), {
    status: 405,
    headers: { allow: "POST", "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
