import type { APIRoute } from "astro";
import { guarded, json, otherMethods } from "../../../../lib/api/endpoint.ts";
import { bookAppointment } from "../../../../lib/booking/book.ts";
import { BookBody } from "../../../../lib/booking/body.ts";
import { bookingDeps } from "../../../../lib/booking/deps.ts";
import { CONTENT_ID } from "../../../../lib/cms/allowed-url.ts";
import { HttpError } from "../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../lib/parse.ts";

export const prerender = false;

/**
 * `POST /api/appointments/:id/book` (visitors, same origin; `{ name, email, phone?, message?,
 * language, idempotencyKey }`): books the slot once (docs/booking.md). 201 `{ booking, cancel }`;
 * 200 with the same answer for a repeat with the same key and body; 409 `SlotTaken`; 422
 * `SlotTooSoon` or `IdempotencyKeyReused`; 429 `BookingLimit` with `Retry-After`; 404 for an
 * unknown slot; 400 for a bad body. Nothing is stored on a refusal.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const id = context.params.id ?? "";
    if (!CONTENT_ID.test(id)) throw new HttpError("NotFound");
    const input = parseOrThrow(BookBody, await readJson(context.request, services.config.jsonBodyLimit), "request body");
    const { created, answer } = await bookAppointment(bookingDeps(services), id, input);
    return json(answer, { status: created ? 201 : 200 });
  });
export const ALL = otherMethods({ POST });
