import { createHmac, timingSafeEqual } from "node:crypto";

/** What a registration link lets its holder do. */
export type LinkPurpose = "verify" | "edit";

/** How long an e-mail verification link works. */
export const VERIFY_LINK_MS = 7 * 24 * 3_600_000;
/** How long an edit link works. */
export const EDIT_LINK_MS = 24 * 3_600_000;

const TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, purpose: LinkPurpose, practitionerId: string, email: string, expires: number) =>
  createHmac("sha256", key).update(`registration-${purpose}\n${practitionerId}\n${email.toLowerCase()}\n${expires}`).digest("base64url");

/**
 * The token of a registration link: `{expires}.{mac}`, where `expires` is a Unix time in seconds
 * and `mac` an HMAC-SHA256 (base64url) over the purpose, the practitioner's id, the e-mail address
 * the link was sent to and `expires`, keyed with the server's token key. The id travels in the
 * link's path or query, so a token is worth nothing for another entry, for another purpose, once
 * the entry's address has changed, or after `expires`. Nothing is stored.
 */
export function signLinkToken(key: string, purpose: LinkPurpose, practitionerId: string, email: string, expiresAt: number): string {
  const expires = Math.floor(expiresAt / 1000);
  return `${expires}.${mac(key, purpose, practitionerId, email, expires)}`;
}

/** True for a genuine, unexpired token of `purpose` for this practitioner and address. */
export function verifyLinkToken(key: string, purpose: LinkPurpose, token: string, practitionerId: string, email: string, now: number): boolean {
  const m = TOKEN.exec(token);
  if (!m) return false;
  const expires = Number(m[1]);
  const expected = Buffer.from(mac(key, purpose, practitionerId, email, expires));
  return timingSafeEqual(expected, Buffer.from(m[2]!)) && expires * 1000 > now;
}
