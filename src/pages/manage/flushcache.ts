import type { APIRoute } from "astro";
import { otherMethods } from "../../lib/api/endpoint.ts";
import { flushCacheRoute } from "../../lib/api/flush-cache.ts";

export const prerender = false;

export const POST: APIRoute = (context) => flushCacheRoute(context);
export const ALL = otherMethods({ POST });
