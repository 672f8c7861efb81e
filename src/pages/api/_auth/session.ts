import type { APIRoute } from "astro";
import { logoutRoute, sessionRoute } from "../../../lib/api/auth.ts";

export const prerender = false;

export const GET: APIRoute = (context) => sessionRoute(context);
export const DELETE: APIRoute = (context) => logoutRoute(context);
