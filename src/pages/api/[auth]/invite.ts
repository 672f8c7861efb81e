import type { APIRoute } from "astro";
import { notAuthPrefix } from "../../../lib/api/auth.ts";
import { otherMethods } from "../../../lib/api/endpoint.ts";
import { acceptInviteRoute } from "../../../lib/api/invite.ts";

export const prerender = false;

// Astro ignores folders starting with `_`, so `/api/_auth/*` is routed through `[auth]`.
export const POST: APIRoute = (context) => notAuthPrefix(context) ?? acceptInviteRoute(context);
const others = otherMethods({ POST });
export const ALL: APIRoute = (context) => notAuthPrefix(context) ?? others(context);
