import { HttpError } from "../errors/http-error.ts";
import { sendMailAfter } from "../mail/send-mail.ts";
import type { BookingDeps } from "./book.ts";
import { practitionerCancelNotice, visitorCancelledMail, type CancelledBy } from "./cancel-mails.ts";
import { verifyCancelToken } from "./cancel-token.ts";
import { readPractitioner } from "./confirmation.ts";
import { readSlot, writeBooked, type Slot } from "./slot.ts";
import { findById, markCancelled, unmarkCancelled, type BookingRecord } from "./store.ts";

/** Attempts at freeing a slot whose item changed between read and write (e.g. an editor's edit). */
const FREE_ATTEMPTS = 3;

/** The longest note an editor can give the visitor with a cancel. */
export const CANCEL_NOTE_MAX = 1000;

/**
 * Marks booking `bookingId` of `appointmentId` cancelled and frees its slot (the `booked` flag,
 * written with `If-Match`): the slot as it was, or undefined when the appointment is gone from the
 * content (`slotGone: "keep"`: nothing to free). 404 `NotFound` when the booking is not booked (any
 * more). The mark comes first, so two concurrent cancels free the slot once; if the slot cannot be
 * freed, the mark is undone and the error thrown.
 */
async function cancelAndFree(deps: BookingDeps, bookingId: string, appointmentId: string, slotGone: "fail" | "keep"): Promise<Slot | undefined> {
  const now = (deps.now ?? Date.now)();
  if (!markCancelled(deps.db, bookingId, appointmentId, now)) throw new HttpError("NotFound");
  try {
    for (let attempt = 1; ; attempt++) {
      let slot: Slot;
      try {
        slot = await readSlot(deps.cms, appointmentId);
      } catch (error) {
        if (slotGone === "keep" && error instanceof HttpError && error.code === "NotFound") return undefined;
        throw error;
      }
      if (!slot.booked || (await writeBooked(deps.cms, slot, false))) return slot;
      if (attempt >= FREE_ATTEMPTS) throw new HttpError("EditConflict");
    }
  } catch (error) {
    unmarkCancelled(deps.db, bookingId);
    throw error;
  }
}

/**
 * Queues the mails of a cancel: to the visitor when the site cancelled (they did not ask), and to
 * the slot's practitioner when they have an address. Never throws: the cancel stands.
 */
async function sendCancelMails(deps: BookingDeps, booking: BookingRecord, slot: Slot | undefined, by: CancelledBy, note: string): Promise<void> {
  if (by === "site") sendMailAfter(deps.mail, "booking: the visitor's cancel mail", () => visitorCancelledMail(booking, { siteUrl: deps.siteUrl, note }));
  const practitioner = slot?.practitionerId ? await readPractitioner(deps.cms, slot.practitionerId) : undefined;
  const to = practitioner?.email;
  if (to)
    sendMailAfter(deps.mail, "booking: the practitioner's cancel notice", () =>
      practitionerCancelNotice(booking, to, { siteUrl: deps.siteUrl, lang: practitioner.lang, by, note }),
    );
}

/**
 * Cancels the booking behind a cancel link's `token` for appointment `appointmentId` and frees the
 * slot; the practitioner gets a notice. 404 `NotFound` for a forged, expired or used token or
 * another appointment's, with nothing changed.
 */
export async function cancelBooking(
  deps: BookingDeps,
  appointmentId: string,
  token: string,
): Promise<{ id: string; appointmentId: string; state: "cancelled" }> {
  const bookingId = verifyCancelToken(deps.tokenKey, token, appointmentId, (deps.now ?? Date.now)());
  if (!bookingId) throw new HttpError("NotFound");
  const slot = await cancelAndFree(deps, bookingId, appointmentId, "fail");
  await sendCancelMails(deps, findById(deps.db, bookingId)!, slot, "visitor", "");
  return { id: bookingId, appointmentId, state: "cancelled" };
}

/**
 * An editor cancels booking `bookingId` in the admin: the slot is freed (an appointment deleted
 * from the content meanwhile has nothing to free), the visitor gets a mail in their language with
 * `note` (trimmed, at most `CANCEL_NOTE_MAX` characters; 400 when longer) and the practitioner a
 * notice. 404 when there is no such booking or it is not booked (any more); 400 once the
 * appointment has started (it took place, or not: nothing to free).
 */
export async function cancelByEditor(deps: BookingDeps, bookingId: string, note: string): Promise<BookingRecord> {
  const text = note.trim();
  if (text.length > CANCEL_NOTE_MAX) throw new HttpError("BadRequest");
  const booking = findById(deps.db, bookingId);
  if (!booking || booking.state !== "booked") throw new HttpError("NotFound");
  if (Date.parse(booking.start) <= (deps.now ?? Date.now)()) throw new HttpError("BadRequest");
  const slot = await cancelAndFree(deps, booking.id, booking.appointmentId, "keep");
  const cancelled = findById(deps.db, booking.id)!;
  await sendCancelMails(deps, cancelled, slot, "site", text);
  return cancelled;
}

/**
 * What the cancel page shows before the visitor confirms: the booking's start and language, when
 * `token` is a genuine, unexpired link for `appointmentId` and the booking is still booked;
 * undefined otherwise (forged, expired, used, another appointment's). Reads only.
 */
export function cancellableBooking(
  deps: Pick<BookingDeps, "db" | "tokenKey" | "now">,
  appointmentId: string,
  token: string,
): { id: string; start: string; language: string } | undefined {
  const bookingId = verifyCancelToken(deps.tokenKey, token, appointmentId, (deps.now ?? Date.now)());
  const booking = bookingId ? findById(deps.db, bookingId) : undefined;
  if (!booking || booking.state !== "booked" || booking.appointmentId !== appointmentId) return undefined;
  return { id: booking.id, start: booking.start, language: booking.language };
}
