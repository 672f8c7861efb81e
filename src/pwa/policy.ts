/**
 * What the service worker (src/pwa/sw.ts) may keep, in plain functions it and the tests share.
 * Hashed assets and fonts are precached by the build; pages and payloads are network first;
 * images stale-while-revalidate; everything private never.
 */

/** Pages and `_payload.json`: brought up to each new build in the background (only the paths it changed). */
export const PAGES_CACHE = "baukasten-pages";
export const IMAGES_CACHE = "baukasten-images";
/** Hashed scripts and styles: their names change with their bytes, so a cached copy is always right. */
export const ASSETS_CACHE = "baukasten-assets";
export const ASSET_ENTRIES = 60;
/** The offline pages and the build the worker last heard of. */
export const OFFLINE_CACHE = "baukasten-offline";
/** Where the worker keeps the id of the build its pages were last brought up to (a key in OFFLINE_CACHE). */
export const BUILD_KEY = "/__baukasten-build";
export const IMAGE_ENTRIES = 120;
/** Pages and payloads kept, at most (the least recently used go first). */
export const PAGE_ENTRIES = 200;
/** A page that takes longer than this comes from the cache, when there is a copy. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The offline page for a path, in its language. */
export const offlinePath = (pathname: string): string => (pathname === "/en" || pathname.startsWith("/en/") ? "/en/offline" : "/offline");
export const OFFLINE_PAGES = ["/offline", "/en/offline"] as const;

/**
 * Paths never answered from or stored in a cache: the API and the content proxy, the admin, login,
 * the recipient pages (personal), the build manifests and the worker itself. Asset files under
 * `/cms/api/assets/` are the exception: public, and versioned by their URL.
 */
export function neverCached(pathname: string): boolean {
  if (pathname.startsWith("/cms/api/assets/")) return false;
  return /^\/(?:en\/)?(?:api|cms|manage|login|newsletter|present)(?:\/|$)/.test(pathname) || pathname.startsWith("/builds/") || pathname === "/sw.js";
}

/** A page or its payload: network first, kept for offline use. */
export const isPage = (mode: string, pathname: string): boolean => mode === "navigate" || pathname.endsWith("/_payload.json");

/** An image (content assets, icons): stale-while-revalidate with a size cap. */
export const isImage = (destination: string, pathname: string): boolean =>
  destination === "image" || pathname.startsWith("/cms/api/assets/") || pathname.startsWith("/icons/") || pathname.startsWith("/pwa/");

/** Whether a response may be stored: a whole 200 that is neither private nor no-store. */
export function storable(response: Pick<Response, "status" | "headers">): boolean {
  return response.status === 200 && !/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "");
}

/**
 * What to do with a kept page after fetching it again for a new build: keep the new answer, drop
 * the copy (the page is gone, redirected or private now), or keep the old copy and try again
 * later (no answer: offline; a server error).
 */
export function refreshVerdict(response: Pick<Response, "status" | "type" | "headers"> | undefined): "keep" | "drop" | "retry" {
  if (!response || response.status >= 500) return "retry";
  if (storable(response)) return "keep";
  return response.type === "opaqueredirect" || response.status === 200 || response.status === 404 || response.status === 410 ? "drop" : "retry";
}

export interface RouteRule {
  redirect?: { to?: unknown; statusCode?: unknown };
}

/** The redirect a build's route rules give `pathname` (as the server answers it), if any. */
export function redirectFor(rules: Record<string, RouteRule>, pathname: string): { to: string; status: 301 | 308 } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const rule = rules[trimmed]?.redirect;
  const to = rule?.to;
  if (typeof to !== "string" || !((to.startsWith("/") && !to.startsWith("//")) || to.startsWith("https://"))) return undefined;
  return { to, status: rule?.statusCode === 308 ? 308 : 301 };
}
