import { HttpError } from "../errors/http-error.ts";
import { UNSAFE_METHODS, requestSource } from "./origin.ts";

/**
 * State-changing routes that authenticate otherwise (signature, public analytics ingest, the
 * newsletter's one-click unsubscribe: mail providers POST it server-side without an Origin, RFC
 * 8058, and its signed token is the whole authority; it can only unsubscribe).
 */
const ORIGIN_EXEMPT = new Set(["/api/hooks/content", "/api/event", "/api/newsletter/unsubscribe"]);

/** POST endpoints that only read published content (paths lower-cased, as `matchPath` gives them). */
const CONTENT_READS = new Set(["/api/rest", "/api/graphql", "/api/getcontentitem", "/api/getassets", "/api/schemas", "/api/getthirdpartyscripts"]);

/**
 * Visitor pages that take their own form's POST and answer with the page again (the form with its
 * messages, or what was done), so the form works without JavaScript: the practitioner registration
 * and everything below it, the booking form and its cancel page. The same-origin rule of `/api`
 * applies to them (paths lower-cased, as `matchPath` gives them).
 */
const FORM_PAGES: readonly RegExp[] = [/^\/practitioners\/register(\/.*)?$/, /^(\/en)?\/appointments\/[a-z0-9_-]{1,100}(\/cancel)?$/];

/** True for a visitor page that takes a form POST (`FORM_PAGES`). */
export const isFormPage = (path: string) => FORM_PAGES.some((page) => page.test(path));

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
 * The same-origin rule for state-changing methods on `/api/**`, `/cms/**`, `/manage/**` and the
 * form pages, except
 * the signature-authenticated publish hook and the analytics ingest: a request from another origin
 * is `"refused"`, and so is one without `Origin` or `Sec-Fetch-Site` (not a browser), unless it is a
 * POST to a read-only content endpoint. That one cannot be a cross-site forgery (browsers send
 * Origin with every POST) and is answered as for an anonymous visitor: `"anonymous"` tells the
 * caller to ignore its session. Everything else may use its session (`"session"`). `path` is
 * decoded and lower-cased (`matchPath`). The middleware and the production server's `/api/rest`
 * fast path both decide with this.
 */
export function originPolicy(request: Request, path: string, origins: readonly string[]): "session" | "anonymous" | "refused" {
  const method = request.method.toUpperCase();
  if (!UNSAFE_METHODS.has(method)) return "session";
  if (!(isApiPath(path) || isManagePath(path) || isFormPage(path)) || ORIGIN_EXEMPT.has(path)) return "session";
  const source = requestSource(request, origins);
  if (source === "same-origin") return "session";
  if (source === "unknown" && method === "POST" && CONTENT_READS.has(path)) return "anonymous";
  return "refused";
}

/** `originPolicy`, with a refusal thrown as the catalog's `CrossOrigin` (403). */
export function checkRequestOrigin(request: Request, path: string, origins: readonly string[]): "session" | "anonymous" {
  const verdict = originPolicy(request, path, origins);
  if (verdict === "refused") throw new HttpError("CrossOrigin");
  return verdict;
}

/**
 * Page routes (everything outside `/api`, `/cms` and `/manage`) answer GET and HEAD only (visitor
 * form pages POST too): other methods get a 405 with `Allow` instead of the rendered page.
 */
export function assertPageMethod(request: Request, path: string): void {
  if (isApiPath(path) || isManagePath(path)) return;
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || (method === "POST" && isFormPage(path))) return;
  throw new HttpError("MethodNotAllowed", { headers: { allow: isFormPage(path) ? "GET, HEAD, POST" : "GET, HEAD" } });
}

/** The login redirect for an anonymous visitor of `/manage/**`. */
export function loginRedirect(url: URL): Response {
  const returnTo = `${url.pathname}${url.search}`;
  return new Response(null, {
    status: 302,
    headers: { location: `/login?returnTo=${encodeURIComponent(returnTo)}`, "cache-control": "no-store" },
  });
}
