import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { formStamp } from "../../../lib/visitor-forms/stamp.ts";

export const prerender = false;

/**
 * `GET /api/forms/stamp` (anyone): `{ stamp }`, a fresh stamp for a visitor form on a prerendered
 * page, which cannot carry one of its own; a page's script fetches it when the visitor starts
 * filling the form in. Never cached.
 */
export const GET: APIRoute = (context) => guarded(context, async () => json({ stamp: formStamp(context.locals.services.config.tokenKey) }));
export const ALL = otherMethods({ GET });
