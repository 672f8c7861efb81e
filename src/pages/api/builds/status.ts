import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { HttpError } from "../../../lib/errors/http-error.ts";

export const prerender = false;

/** `GET /api/builds/status` (editors): queued, running with pages done/total, live with id and duration, failed with the reason. */
export const GET: APIRoute = (context) =>
  guarded(context, async () => {
    if (!context.locals.user) throw new HttpError("Unauthenticated");
    return json(context.locals.services.builds.get());
  });
export const ALL = otherMethods({ GET });
