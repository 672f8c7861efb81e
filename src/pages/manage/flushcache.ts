import type { APIRoute } from "astro";
import { json } from "../../lib/api/endpoint.ts";
import { flushCacheRoute } from "../../lib/api/flush-cache.ts";

export const prerender = false;

export const POST: APIRoute = (context) => flushCacheRoute(context);
export const GET: APIRoute = () => json({ error: "MethodNotAllowed" }, { status: 405, headers: { allow: "POST" } });
