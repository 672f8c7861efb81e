import type { APIRoute } from "astro";
import { logoutRoute, notAuthPrefix, sessionRoute } from "../../../lib/api/auth.ts";
import { otherMethods } from "../../../lib/api/endpoint.ts";

export const prerender = false;

// Astro ignores folders starting with `_`, so `/api/_auth/*` is routed through `[auth]`.
export const GET: APIRoute = (context) => notAuthPrefix(context) ?? sessionRoute(context);
export const DELETE: APIRoute = (context) => notAuthPrefix(context) ?? logoutRoute(context);
const others = otherMethods({ GET, DELETE });
export const ALL: APIRoute = (context) => notAuthPrefix(context) ?? others(context);
