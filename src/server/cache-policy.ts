/** Hashed build output: the name changes with the content, so caches may keep it forever. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Must be revalidated (ETag) on every use: documents, build manifests, the service worker. */
export const REVALIDATE = "no-cache";
/** Unhashed public files (fonts, icons, robots.txt): short freshness, then revalidate. */
export const SHORT = "public, max-age=3600";

/** The Cache-Control of a static file by its URL path. */
export function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/_astro/")) return IMMUTABLE;
  if (
    urlPath.endsWith(".html") ||
    urlPath === "/sw.js" ||
    urlPath.startsWith("/workbox-") ||
    urlPath.endsWith("/_payload.json") ||
    urlPath.endsWith(".webmanifest") ||
    /^\/builds\/.*\.json$/.test(urlPath)
  ) {
    return REVALIDATE;
  }
  return SHORT;
}
