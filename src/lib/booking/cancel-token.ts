import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The token of a booking's cancel link: `{bookingId}.{expires}.{mac}`, where `expires` is a Unix
 * time in seconds and `mac` the HMAC-SHA256 (base64url) over the purpose, the booking, its
 * appointment and `expires` with the server's token key (generated once into DATA_DIR). Nothing
 * secret is stored, so a repeated booking request can answer with the same link again; a token
 * is worth nothing for another appointment, after `expires`, or once the booking is cancelled.
 */
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, bookingId: string, appointmentId: string, expires: number) =>
  createHmac("sha256", key).update(`booking-cancel\n${bookingId}\n${appointmentId}\n${expires}`).digest("base64url");

/** A cancel token for booking `bookingId` of `appointmentId`, valid until `expiresAt` (ms). */
export function signCancelToken(key: string, bookingId: string, appointmentId: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${bookingId}.${expires}.${mac(key, bookingId, appointmentId, expires)}`;
}

/** The booking id of a genuine, unexpired token for `appointmentId`; undefined for anything else. */
export function verifyCancelToken(key: string, token: string, appointmentId: string, now: number): string | undefined {
  const m = TOKEN.exec(token);
  if (!m) return undefined;
  const [, bookingId, expiresText, given] = m;
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(key, bookingId!, appointmentId, expires));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return undefined;
  return expires * 1000 > now ? bookingId : undefined;
}
