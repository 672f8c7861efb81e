/** Methods that change state and therefore need a same-origin request. */
export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Where a request says it comes from: `same-origin` when its `Origin` is one of `origins`, or (forms
 * some browsers send without Origin) there is no Origin and `Sec-Fetch-Site` says same-origin or
 * none, or (a page with `Referrer-Policy: no-referrer`) the Origin is `null` and `Sec-Fetch-Site`
 * says same-origin; `unknown` when it has neither header, as from a script or curl (browsers send at least one
 * with every POST); `cross-origin` otherwise. `Sec-Fetch-Site: cross-site` or `same-site` is always
 * `cross-origin`.
 */
export function requestSource(request: Request, origins: readonly string[]): "same-origin" | "cross-origin" | "unknown" {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return "cross-origin";
  const origin = request.headers.get("origin");
  // A page sent with `Referrer-Policy: no-referrer` (the recipient pages) makes the browser write
  // `Origin: null` on its own form posts; `Sec-Fetch-Site` still names where they come from.
  if (origin === "null" && site === "same-origin") return "same-origin";
  if (origin !== null) return origins.includes(origin) ? "same-origin" : "cross-origin";
  if (site === null) return "unknown";
  return site === "same-origin" || site === "none" ? "same-origin" : "cross-origin";
}

/** True when a state-changing request demonstrably comes from this site (`requestSource`). */
export function isSameOriginRequest(request: Request, origins: readonly string[]): boolean {
  return requestSource(request, origins) === "same-origin";
}

/** True for hosts where cookies may lack `Secure` (plain-HTTP development on this machine). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname === "::1";
}

/** The origins this site answers for: the request's own origin and the configured SITE_URL. */
export function siteOrigins(url: URL, siteUrl: string | undefined): string[] {
  const origins = [url.origin];
  if (siteUrl) origins.push(new URL(siteUrl).origin);
  return origins;
}
