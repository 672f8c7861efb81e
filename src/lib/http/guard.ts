import { HttpError } from "../errors/http-error.ts";
import { UNSAFE_METHODS, isSameOriginRequest } from "./origin.ts";

/** State-changing routes that authenticate otherwise (signature, public analytics ingest). */
const ORIGIN_EXEMPT = new Set(["/api/hooks/content", "/api/event"]);

/** The path decoded once and lower-cased, for matching guarded prefixes; undefined if undecodable. */
export function matchPath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Refuses paths that only exist to confuse matching: encoded dots, slashes, backslashes or
 * percent signs, `//`, `;` and backslashes (400).
 */
export function assertCleanPath(rawPath: string): void {
  if (/%(2e|2f|5c|25|00)/i.test(rawPath) || rawPath.includes("//") || rawPath.includes(";") || rawPath.includes("\\")) {
    throw new HttpError("BadPath");
  }
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** True for `/manage` and everything below it (after decoding and lower-casing). */
export const isManagePath = (path: string) => under(path, "/manage");
/** True for answers that are JSON (API and proxy). */
export const isApiPath = (path: string) => under(path, "/api") || under(path, "/cms");

/**
 * State-changing methods on `/api/**`, `/cms/**` and `/manage/**` must come from this site (403
 * otherwise), except the signature-authenticated publish hook and the analytics ingest.
 */
export function assertSameOriginWrite(request: Request, path: string, origins: readonly string[]): void {
  if (!UNSAFE_METHODS.has(request.method.toUpperCase())) return;
  if (!(isApiPath(path) || isManagePath(path)) || ORIGIN_EXEMPT.has(path)) return;
  if (!isSameOriginRequest(request, origins)) throw new HttpError("CrossOrigin");
}

/** The login redirect for an anonymous visitor of `/manage/**`. */
export function loginRedirect(url: URL): Response {
  const returnTo = `${url.pathname}${url.search}`;
  return new Response(null, {
    status: 302,
    headers: { location: `/login?returnTo=${encodeURIComponent(returnTo)}`, "cache-control": "no-store" },
  });
}
