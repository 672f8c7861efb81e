import { HttpError } from "../errors/http-error.ts";
import type { BookingDeps } from "./book.ts";
import { verifyCancelToken } from "./cancel-token.ts";
import { readSlot, writeBooked } from "./slot.ts";
import { findById, markCancelled, unmarkCancelled } from "./store.ts";

/** Attempts at freeing a slot whose item changed between read and write (e.g. an editor's edit). */
const FREE_ATTEMPTS = 3;

/**
 * Cancels the booking behind a cancel link's `token` for appointment `appointmentId` and frees the
 * slot (its `booked` flag, written with `If-Match`). 404 `NotFound` for a forged, expired or used
 * token or another appointment's, with nothing changed. The booking is marked cancelled first, so
 * two concurrent cancels free the slot once; if the slot cannot be freed, the mark is undone.
 */
export async function cancelBooking(
  deps: BookingDeps,
  appointmentId: string,
  token: string,
): Promise<{ id: string; appointmentId: string; state: "cancelled" }> {
  const now = (deps.now ?? Date.now)();
  const bookingId = verifyCancelToken(deps.tokenKey, token, appointmentId, now);
  if (!bookingId || !markCancelled(deps.db, bookingId, appointmentId, now)) throw new HttpError("NotFound");
  try {
    for (let attempt = 1; ; attempt++) {
      const slot = await readSlot(deps.cms, appointmentId);
      if (!slot.booked || (await writeBooked(deps.cms, slot, false))) break;
      if (attempt >= FREE_ATTEMPTS) throw new HttpError("EditConflict");
    }
  } catch (error) {
    unmarkCancelled(deps.db, bookingId);
    throw error;
  }
  return { id: bookingId, appointmentId, state: "cancelled" };
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
