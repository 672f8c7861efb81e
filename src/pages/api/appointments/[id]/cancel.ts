import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../../lib/api/endpoint.ts";
import { CancelBody } from "../../../../lib/booking/body.ts";
import { cancelBooking } from "../../../../lib/booking/cancel.ts";
import { bookingDeps } from "../../../../lib/booking/deps.ts";
import { CONTENT_ID } from "../../../../lib/cms/allowed-url.ts";
import { HttpError } from "../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../lib/parse.ts";

export const prerender = false;

/**
 * `POST /api/appointments/:id/cancel` (visitors, same origin; `{ token }` from the booking's cancel
 * link): cancels the booking and frees the slot. 200 `{ id, appointmentId, state: "cancelled" }`;
 * 404 for a forged, expired or used token, with nothing changed.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const id = context.params.id ?? "";
    if (!CONTENT_ID.test(id)) throw new HttpError("NotFound");
    const { token } = parseOrThrow(CancelBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    return json(await cancelBooking(bookingDeps(services), id, token));
  });
export const ALL = otherMethods({ POST });
