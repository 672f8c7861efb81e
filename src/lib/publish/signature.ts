import { createHash, timingSafeEqual } from "node:crypto";

/** Squidex's webhook signature: base64(sha256(body + secret)). */
export function sign(rawBody: Uint8Array | string, secret: string): string {
  return createHash("sha256").update(rawBody).update(secret).digest("base64");
}

/** Checks `signature` against the body in constant time (hashing both sides to equal length). */
export function verifySignature(rawBody: Uint8Array, secret: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = createHash("sha256").update(sign(rawBody, secret)).digest();
  const actual = createHash("sha256").update(signature.trim()).digest();
  return timingSafeEqual(expected, actual);
}
