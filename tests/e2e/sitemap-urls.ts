import type { APIRequestContext } from "@playwright/test";

/** Paths every visitor-facing sweep covers when the sitemap is missing or empty. */
export const FALLBACK_PATHS = ["/", "/en"];

/**
 * Every path of `/sitemap.xml`: each `<loc>` and each hreflang alternate (`xhtml:link href`), so
 * both languages are covered; site-relative, de-duplicated, in document order.
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) return FALLBACK_PATHS;
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!.replaceAll("&amp;", "&"));
  const paths = [...new Set(urls.map((u) => new URL(u, "http://x").pathname))];
  return paths.length ? paths : FALLBACK_PATHS;
}
