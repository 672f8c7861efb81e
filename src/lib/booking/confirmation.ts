import type { BookingRecord } from "./store.ts";

/** What a confirmation mail needs: the booking and its cancel link. */
export interface BookingConfirmation {
  booking: BookingRecord;
  cancel: { url: string; token: string; expiresAt: string };
}

/**
 * Where the booking confirmation mail will be sent once outgoing mail exists: called once per new
 * booking, after its slot is claimed and the booking stored (never for an idempotent repeat). It
 * sends nothing yet and must not throw: a mail problem may not undo a booking.
 */
export function sendBookingConfirmation(_confirmation: BookingConfirmation): void {
  // Intentionally empty until the mail module exists.
}
