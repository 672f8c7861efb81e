import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../lib/api/endpoint.ts";
import { receiveContentEvent } from "../../../lib/publish/receive.ts";

export const prerender = false;

/** The content service's webhook: signature-checked, recorded, answered 202 at once. */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const event = await receiveContentEvent(context.locals.services, context.request);
    return json({ accepted: true, type: event.type }, { status: 202 });
  });
export const ALL = otherMethods({ POST });
