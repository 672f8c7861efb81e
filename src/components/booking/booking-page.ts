import { randomUUID } from "node:crypto";
import * as v from "valibot";
import type { Lang } from "../../i18n/locales.ts";
import { bookAppointment, type BookingAnswer } from "../../lib/booking/book.ts";
import { BookBody } from "../../lib/booking/body.ts";
import { bookingDeps } from "../../lib/booking/deps.ts";
import { readSlot, type Slot } from "../../lib/booking/slot.ts";
import { checkBookingVisitor } from "../../lib/booking/visitor-check.ts";
import { CONTENT_ID } from "../../lib/cms/allowed-url.ts";
import { visiblePractitioners } from "../../lib/directory/practitioners.ts";
import { practitionerPath } from "../../lib/directory/routes.ts";
import { ERRORS } from "../../lib/errors/catalog.ts";
import { HttpError } from "../../lib/errors/http-error.ts";
import { readFormBody } from "../../lib/http/body.ts";
import type { Services } from "../../lib/services.ts";
import { formStamp, HONEYPOT_FIELD, STAMP_FIELD } from "../../lib/visitor-forms/index.ts";
import { bookingTexts } from "./texts.ts";
import { BOOKING_FIELDS, checkBookingForm, type BookingField, type BookingValues } from "./booking-form.ts";

/** The hidden field carrying the attempt's idempotency key: a re-sent form (reload, double click) books once. */
export const KEY_FIELD = "idempotencyKey";

/** The slot a booking page is about, as it shows it. */
export interface PageSlot {
  id: string;
  start: string;
  durationMinutes: number | undefined;
  practitioner: { name: string; path: string } | undefined;
}

/** What the booking page shows: the form (again), the confirmation, or that the slot cannot be booked. */
type FormErrors = Partial<Record<BookingField, string>>;

export type BookingPageView =
  | {
      kind: "form";
      status: number;
      slot: PageSlot;
      values: BookingValues;
      errors: FormErrors;
      /** A refusal of the whole form, in the page language (the catalog's title and message). */
      notice: { title: string; message: string } | undefined;
      stamp: string;
      key: string;
      /** The refusal's own headers (`Retry-After` of a limit). */
      headers?: Record<string, string>;
    }
  | { kind: "booked"; status: number; slot: PageSlot; answer: BookingAnswer; email: string }
  | { kind: "gone"; status: number; notice: { title: string; message: string } | undefined };

const EMPTY: BookingValues = { name: "", email: "", phone: "", message: "" };

/** The slot `id` for the page, or undefined when there is none to book (unknown, unpublished, booked). */
async function pageSlot(services: Services, id: string, lang: Lang): Promise<(PageSlot & { booked: boolean }) | undefined> {
  if (!CONTENT_ID.test(id)) return undefined;
  let slot: Slot;
  try {
    slot = await readSlot(services.cms, id);
  } catch (error) {
    if (error instanceof HttpError && error.code === "NotFound") return undefined;
    throw error;
  }
  const site = await services.siteData.get();
  const p = slot.practitionerId ? visiblePractitioners(site).find((x) => x.id === slot.practitionerId) : undefined;
  return {
    id: slot.id,
    start: slot.start,
    durationMinutes: slot.durationMinutes,
    practitioner: p && { name: p.name, path: practitionerPath(lang, p) },
    booked: slot.booked,
  };
}

const notice = (error: HttpError, lang: Lang) => ({ title: ERRORS[error.code].title[lang], message: ERRORS[error.code].message[lang] });

/** The form as first shown: empty, with a fresh stamp and key. */
function freshForm(services: Services, slot: PageSlot, values = EMPTY): Extract<BookingPageView, { kind: "form" }> {
  return { kind: "form", status: 200, slot, values, errors: {}, notice: undefined, stamp: formStamp(services.config.tokenKey), key: randomUUID() };
}

/** `GET /appointments/:id`: the slot and its form; a slot that cannot be booked is a 404 page. */
export async function bookingPage(services: Services, id: string, lang: Lang): Promise<BookingPageView> {
  const slot = await pageSlot(services, id, lang);
  if (!slot || slot.booked) return { kind: "gone", status: 404, notice: undefined };
  return freshForm(services, slot);
}

/**
 * `POST /appointments/:id` (form-encoded, same origin: the middleware checks it): the form's
 * values are checked with the form generator's rules first (400, the form again with the messages,
 * everything typed kept), then the honeypot and stamp, the address quota, and the booking itself,
 * all with the same rules as the island's JSON call. A refusal shows the form again with the
 * catalog's message, a fresh stamp and a fresh key (that attempt stored nothing); a taken slot
 * says so without a form.
 */
export async function bookingPost(services: Services, id: string, lang: Lang, request: Request, address: string | undefined): Promise<BookingPageView> {
  const slot = await pageSlot(services, id, lang);
  if (!slot) return { kind: "gone", status: 404, notice: undefined };
  const sent = await readFormBody(request, services.config.jsonBodyLimit);
  const values = Object.fromEntries(BOOKING_FIELDS.map((name) => [name, sent.get(name) ?? ""])) as BookingValues;
  const again = (status: number, errors: FormErrors, error?: HttpError): BookingPageView => ({
    ...freshForm(services, slot, values),
    status,
    errors,
    notice: error && notice(error, lang),
    headers: error?.headers ?? {},
  });
  const errors = checkBookingForm(values, lang, bookingTexts(lang));
  if (Object.keys(errors).length > 0) return again(400, errors);
  try {
    checkBookingVisitor(services, { website: sent.get(HONEYPOT_FIELD) ?? "", formStamp: sent.get(STAMP_FIELD) ?? "" }, address);
    const parsed = v.safeParse(BookBody, { ...values, language: lang, idempotencyKey: sent.get(KEY_FIELD) ?? "" });
    if (!parsed.success) throw new HttpError("InvalidBody");
    const { answer } = await bookAppointment(bookingDeps(services), slot.id, parsed.output);
    return { kind: "booked", status: 200, slot, answer, email: parsed.output.email };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    if (error.code === "SlotTaken" || error.code === "NotFound") return { kind: "gone", status: error.status, notice: notice(error, lang) };
    return again(error.status, {}, error);
  }
}
