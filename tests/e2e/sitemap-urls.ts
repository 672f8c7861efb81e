import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { E2E_DATA_DIR } from "./admin.ts";

/**
 * Every path of a `sitemap.xml`: each `<loc>` and each hreflang alternate (`xhtml:link href`), so
 * both languages are covered; site-relative, de-duplicated, in document order.
 */
export function parseSitemapPaths(xml: string): string[] {
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? m[2])!.replaceAll("&amp;", "&"));
  return [...new Set(urls.map((u) => new URL(u, "http://x").pathname))];
}

/**
 * The sitemap's paths as the build the e2e server serves has them (`<E2E_DATA_DIR>/builds/live/sitemap.xml`,
 * rendered by scripts/e2e.ts), read when Playwright collects the tests, so a page added to the site gets its own
 * tests without editing a spec. A spec built on it also checks that the served sitemap lists the same.
 */
export function builtSitemapPaths(): string[] {
  const file = join(E2E_DATA_DIR, "builds", "live", "sitemap.xml");
  let xml: string;
  try {
    xml = readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`no built sitemap at ${file}: run the e2e tests with \`npm run test:e2e\`, which renders the pages first`, { cause: error });
  }
  const paths = parseSitemapPaths(xml);
  if (paths.length === 0) throw new Error(`${file} lists no URL`);
  return paths;
}

/** The paths of the `/sitemap.xml` the server answers with; an error status or an empty sitemap throws. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const paths = parseSitemapPaths(await response.text());
  if (paths.length === 0) throw new Error("/sitemap.xml lists no URL");
  return paths;
}
