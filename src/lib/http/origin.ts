/** Methods that change state and therefore need a same-origin request. */
export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * True when a state-changing request demonstrably comes from this site: its `Origin` is one of
 * `origins`, or (forms some browsers send without Origin) there is no Origin and
 * `Sec-Fetch-Site` says same-origin or none. `Sec-Fetch-Site: cross-site` is always refused.
 */
export function isSameOriginRequest(request: Request, origins: readonly string[]): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origins.includes(origin);
  return site === "same-origin" || site === "none";
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
