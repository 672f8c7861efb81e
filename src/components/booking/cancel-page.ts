import type { Lang } from "../../i18n/locales.ts";
import { cancelBooking, cancellableBooking } from "../../lib/booking/cancel.ts";
import { bookingDeps } from "../../lib/booking/deps.ts";
import { CONTENT_ID } from "../../lib/cms/allowed-url.ts";
import { ERRORS } from "../../lib/errors/catalog.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import { readFormBody } from "../../lib/http/body.ts";
import type { Services } from "../../lib/services.ts";

/** What the cancel page shows: the question with its button, the result, or that the link is worth nothing. */
export type CancelView =
  | { kind: "ask"; status: 200; start: string; token: string }
  | { kind: "done"; status: 200; start: string }
  | { kind: "invalid"; status: 404 }
  | { kind: "failed"; status: number; title: string; message: string };

/** Longest token the page reads (a genuine one has about 100 characters). */
const TOKEN_MAX = 200;

const booking = (services: Services, id: string, token: string) =>
  CONTENT_ID.test(id) && token.length <= TOKEN_MAX ? cancellableBooking(bookingDeps(services), id, token) : undefined;

/**
 * `GET /appointments/:id/cancel?token=…`: the booking's date and a button that POSTs; changes
 * nothing, so a mail scanner that opens the link cancels nothing. A forged, expired or used token
 * is a 404 page.
 */
export function cancelPage(services: Services, id: string, url: URL): CancelView {
  const token = url.searchParams.get("token") ?? "";
  const found = booking(services, id, token);
  return found ? { kind: "ask", status: 200, start: found.start, token } : { kind: "invalid", status: 404 };
}

/**
 * `POST /appointments/:id/cancel` (form-encoded `token`, same origin: the middleware checks it):
 * cancels the booking and frees the slot (`cancelBooking`). A token that is no longer good is the
 * 404 page, with nothing changed.
 */
export async function cancelPost(services: Services, id: string, lang: Lang, request: Request): Promise<CancelView> {
  const token = (await readFormBody(request, services.config.jsonBodyLimit)).get("token") ?? "";
  const found = booking(services, id, token);
  if (!found) return { kind: "invalid", status: 404 };
  try {
    await cancelBooking(bookingDeps(services), id, token);
    return { kind: "done", status: 200, start: found.start };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    if (error.code === "NotFound") return { kind: "invalid", status: 404 };
    return { kind: "failed", status: error.status, title: ERRORS[error.code].title[lang], message: ERRORS[error.code].message[lang] };
  }
}
