import type { DatabaseSync } from "node:sqlite";
import type { CmsClient } from "../cms/client.ts";
import { HttpError } from "../errors/http-error.ts";
import type { Mailer } from "../mail/send-mail.ts";
import type { BookInput } from "./body.ts";
import { signCancelToken } from "./cancel-token.ts";
import { sendBookingConfirmation, type BookingConfirmation } from "./confirmation.ts";
import { readSlot, writeBooked } from "./slot.ts";
import { confirm, findByKey, fingerprint, release, reserve, type BookingRecord } from "./store.ts";

/** What booking needs from the server's services. */
export interface BookingDeps {
  cms: CmsClient;
  db: DatabaseSync;
  /** Queues the confirmation mails (into `db`'s mail queue). */
  mail: Mailer;
  /** The site's public address (`siteUrl()`): the mails' links are absolute. */
  siteUrl: string;
  /** Signs cancel links (the server's token key). */
  tokenKey: string;
  minNoticeHours: number;
  dailyLimit: number;
  now?: () => number;
}

/** The answer to a booking: no personal data, only the slot, the booking and its cancel link. */
export interface BookingAnswer {
  booking: { id: string; appointmentId: string; start: string; state: BookingRecord["state"]; bookedAt: string };
  cancel: BookingConfirmation["cancel"];
}

/** The cancel endpoint of appointment `id`: a link's token is POSTed there. */
export const cancelPath = (appointmentId: string) => `/api/appointments/${encodeURIComponent(appointmentId)}/cancel`;

/** How long a repeated request waits for the first one with its key to finish. */
const PENDING_WAIT_MS = 5_000;

function answer(deps: BookingDeps, booking: BookingRecord): BookingAnswer {
  // The link works until the appointment starts.
  const expiresAt = Date.parse(booking.start);
  return {
    booking: {
      id: booking.id,
      appointmentId: booking.appointmentId,
      start: booking.start,
      state: booking.state,
      bookedAt: new Date(booking.bookedAt ?? booking.createdAt).toISOString(),
    },
    cancel: {
      url: cancelPath(booking.appointmentId),
      token: signCancelToken(deps.tokenKey, booking.id, booking.appointmentId, expiresAt),
      expiresAt: new Date(expiresAt).toISOString(),
    },
  };
}

/**
 * The earlier booking with the same idempotency key, once it is settled: its answer again when
 * the request is the same (same slot and body), 422 when the key was used for another request,
 * 409 `BookingInProgress` when the first request is still running after a few seconds.
 */
async function repeat(deps: BookingDeps, appointmentId: string, input: BookInput, first: BookingRecord): Promise<BookingAnswer> {
  if (first.fingerprint !== fingerprint(appointmentId, input)) throw new HttpError("IdempotencyKeyReused");
  const until = Date.now() + PENDING_WAIT_MS;
  let booking: BookingRecord | undefined = first;
  while (booking?.state === "pending" && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    booking = findByKey(deps.db, input.idempotencyKey);
  }
  // The first request failed meanwhile (slot taken, upstream error) and left nothing: answer as it did.
  if (!booking) throw new HttpError("SlotTaken");
  if (booking.state === "pending") throw new HttpError("BookingInProgress", { headers: { "retry-after": "1" } });
  return answer(deps, booking);
}

/**
 * Books appointment `appointmentId` for `input`, at most once: the slot must be published, free,
 * and start at least `minNoticeHours` from now; the address may have made fewer than
 * `dailyLimit` bookings within 24 hours. The slot is claimed by setting its `booked` flag with
 * `If-Match` on the version that was read free, so of concurrent requests exactly one wins; the
 * others get 409 `SlotTaken`. The visitor's details stay in the site database. A refused request
 * leaves nothing behind. `created` is false for a repeat of an earlier request (same key).
 */
export async function bookAppointment(deps: BookingDeps, appointmentId: string, input: BookInput): Promise<{ created: boolean; answer: BookingAnswer }> {
  const now = (deps.now ?? Date.now)();
  const known = findByKey(deps.db, input.idempotencyKey);
  if (known) return { created: false, answer: await repeat(deps, appointmentId, input, known) };

  const slot = await readSlot(deps.cms, appointmentId);
  if (slot.booked) throw new HttpError("SlotTaken");
  if (Date.parse(slot.start) < now + deps.minNoticeHours * 3_600_000) throw new HttpError("SlotTooSoon");

  const reservation = reserve(deps.db, { appointmentId, start: slot.start }, input, deps.dailyLimit, now);
  if (reservation.kind === "existing") return { created: false, answer: await repeat(deps, appointmentId, input, reservation.booking) };
  if (reservation.kind === "limited") {
    throw new HttpError("BookingLimit", { headers: { "retry-after": String(Math.ceil(reservation.retryAfterMs / 1000)) } });
  }

  const { booking: pending } = reservation;
  let claimed = false;
  try {
    claimed = await writeBooked(deps.cms, slot, true);
  } finally {
    if (!claimed) release(deps.db, pending.id);
  }
  if (!claimed) throw new HttpError("SlotTaken");
  let booked: BookingRecord;
  try {
    booked = confirm(deps.db, pending.id, (deps.now ?? Date.now)());
  } catch (error) {
    // The slot is claimed but the booking could not be recorded: free the slot again (our claim
    // made it one version newer), so no slot stays booked for nobody.
    await writeBooked(deps.cms, { ...slot, version: slot.version + 1 }, false).catch((undo: unknown) =>
      console.error(`booking: appointment ${appointmentId} stays booked without a booking; clear its booked flag in the admin`, undo),
    );
    release(deps.db, pending.id);
    throw error;
  }
  const result = answer(deps, booked);
  // Only queues (the mail worker delivers) and never throws; reads the practitioner's name and address first.
  await sendBookingConfirmation(deps, { booking: booked, slot, cancel: result.cancel });
  return { created: true, answer: result };
}
