import type { APIRoute } from "astro";
import { isLang } from "../../../../i18n/locales.ts";
import { guarded, json, otherMethods } from "../../../../lib/api/endpoint.ts";
import { bookAppointment } from "../../../../lib/booking/book.ts";
import { BookRequest } from "../../../../lib/booking/body.ts";
import { bookingDeps } from "../../../../lib/booking/deps.ts";
import { checkBookingVisitor } from "../../../../lib/booking/visitor-check.ts";
import { CONTENT_ID } from "../../../../lib/cms/allowed-url.ts";
import { HttpError } from "../../../../lib/errors/http-error.ts";
import { readJson } from "../../../../lib/http/body.ts";
import { parseOrThrow } from "../../../../lib/parse.ts";

export const prerender = false;

/**
 * `POST /api/appointments/:id/book` (visitors, same origin; `{ name, email, phone?, message?,
 * language, idempotencyKey, website, formStamp }`): books the slot once (docs/booking.md). 201
 * `{ booking, cancel }`; 200 with the same answer for a repeat with the same key and body; 409
 * `SlotTaken`; 422 `SlotTooSoon`, `IdempotencyKeyReused`, `FormRefused` or `FormTooFast`; 429
 * `BookingLimit` or `FormLimit` with `Retry-After`; 404 for an unknown slot; 400 for a bad body.
 * Errors are in the body's `language`. Nothing is stored on a refusal.
 */
export const POST: APIRoute = (context) =>
  guarded(context, async () => {
    const { services } = context.locals;
    const id = context.params.id ?? "";
    if (!CONTENT_ID.test(id)) throw new HttpError("NotFound");
    const body = await readJson(context.request, services.config.jsonBodyLimit);
    const language = body && typeof body === "object" ? (body as Record<string, unknown>).language : undefined;
    if (isLang(language)) context.locals.lang = language;
    const { website, formStamp, ...input } = parseOrThrow(BookRequest, body, "request body");
    checkBookingVisitor(services, { website, formStamp }, context.locals.clientAddress ?? context.clientAddress);
    const { created, answer } = await bookAppointment(bookingDeps(services), id, input);
    return json(answer, { status: created ? 201 : 200 });
  });
export const ALL = otherMethods({ POST });
