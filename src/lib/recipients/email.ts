import * as v from "valibot";

/** The longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A recipient address as the route accepts it: valibot's strict email pattern (ASCII local part,
 * a dotted domain with a top-level label of two or more letters), a local part of at most 64
 * characters (RFC 5321) and at most 254 characters in all.
 */
const RecipientEmailSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_EMAIL_LENGTH),
  v.email(),
  v.check((s) => s.indexOf("@") <= 64, "The local part is longer than 64 characters."),
);

/** The route's verdict on a path segment: a normalised address, or a 404. */
export type EmailDecision = { ok: true; email: string } | { ok: false };

/**
 * Decides on the raw (still percent-encoded) `:email` path segment: decoded exactly once, then
 * validated; the address is lower-cased so lookups do not depend on how it was typed. Never throws.
 */
export function decideEmail(rawSegment: string): EmailDecision {
  if (rawSegment.length > MAX_EMAIL_LENGTH * 3) return { ok: false };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawSegment);
  } catch {
    return { ok: false };
  }
  const result = v.safeParse(RecipientEmailSchema, decoded);
  return result.success ? { ok: true, email: result.output.toLowerCase() } : { ok: false };
}

/**
 * The raw `:email` segment of a request to `/{prefix}/:email`, taken from the request URL itself
 * (not Astro's decoded params) so that it is decoded only once, by `decideEmail`.
 */
export function rawEmailSegment(requestUrl: string, prefix: string): string | undefined {
  const { pathname } = new URL(requestUrl);
  const head = `/${prefix}/`;
  if (!pathname.startsWith(head)) return undefined;
  const rest = pathname.slice(head.length).replace(/\/$/, "");
  return rest.length === 0 || rest.includes("/") ? undefined : rest;
}
