import type { APIRoute } from "astro";
import { loginRoute } from "../../../lib/api/auth.ts";

export const prerender = false;

export const POST: APIRoute = (context) => loginRoute(context);
