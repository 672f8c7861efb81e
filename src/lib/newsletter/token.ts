import { createHmac, timingSafeEqual } from "node:crypto";
import { decideEmail } from "../recipients/email.ts";

/** What a newsletter link may do: confirm a pending signup, or unsubscribe the address. */
export type TokenPurpose = "confirm" | "unsubscribe";

/** A confirm link works this long after the signup that sent it. */
export const CONFIRM_TOKEN_MS = 48 * 3_600_000;
/** An unsubscribe link (in every newsletter mail and its `List-Unsubscribe` header) works this long. */
export const UNSUBSCRIBE_TOKEN_MS = 730 * 24 * 3_600_000;

/** Longest token text accepted at all (a 254-character address in base64url plus expiry and MAC). */
export const MAX_TOKEN_LENGTH = 420;

/**
 * A newsletter link's token: `{address}.{expires}.{mac}`, the address in base64url, `expires` a
 * Unix time in seconds and `mac` the HMAC-SHA256 (base64url) over the purpose, the address and
 * `expires` with the server's token key. Nothing is stored for it; a token of one purpose is worth
 * nothing for the other, for another address, or after `expires`.
 */
const TOKEN = /^([A-Za-z0-9_-]{1,340})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, purpose: TokenPurpose, email: string, expires: number) =>
  createHmac("sha256", key).update(`newsletter-${purpose}\n${email}\n${expires}`).digest("base64url");

/** A token for `purpose` on the (lower-case) address `email`, valid until `expiresAt` (ms). */
export function signNewsletterToken(key: string, purpose: TokenPurpose, email: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${Buffer.from(email).toString("base64url")}.${expires}.${mac(key, purpose, email, expires)}`;
}

/** The verdict on a token: its address, or why it is refused (`expired` only for a genuine one). */
export type TokenVerdict = { ok: true; email: string } | { ok: false; reason: "invalid" | "expired"; email?: string };

/**
 * Checks `token` for `purpose`: the address of a genuine, unexpired token; `expired` (with the
 * address) for a genuine one past its time; `invalid` for anything else. Never throws.
 */
export function verifyNewsletterToken(key: string, purpose: TokenPurpose, token: string, now: number): TokenVerdict {
  const m = token.length <= MAX_TOKEN_LENGTH ? TOKEN.exec(token) : null;
  if (!m) return { ok: false, reason: "invalid" };
  const [, encoded, expiresText, given] = m;
  const decision = decideEmail(encodeURIComponent(Buffer.from(encoded!, "base64url").toString("utf8")));
  if (!decision.ok) return { ok: false, reason: "invalid" };
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(key, purpose, decision.email, expires));
  if (!timingSafeEqual(expected, Buffer.from(given!))) return { ok: false, reason: "invalid" };
  return expires * 1000 > now ? { ok: true, email: decision.email } : { ok: false, reason: "expired", email: decision.email };
}
