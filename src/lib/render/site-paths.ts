import { LOCALES } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { detailSlugs, type DetailKind } from "../directory/detail-paths.ts";
import { payloadFile } from "../site/payload.ts";
import { pageIndex } from "../site/pages.ts";

/** One file a build renders: the URL path asked, the file it is written to, and for content pages the payload beside it. */
export interface RenderTarget {
  path: string;
  file: string;
  /** Content pages only: `{path}/_payload.json`. */
  payload?: string;
}

/** `/` → `index.html`, `/en/about` → `en/about/index.html`, `/sitemap.xml` → `sitemap.xml`. */
function fileOfPath(path: string): string {
  if (path === "/") return "index.html";
  return /\.[a-z]+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`;
}

const DETAIL_KINDS: readonly DetailKind[] = ["practitioners", "weekly-challenge"];

/**
 * Everything a build of `site` renders, by URL path: every routed content page in both languages,
 * the detail pages (`/x/slug`, the `/de/x/slug` alias, `/en/x/slug`), the sitemap and robots.txt (both name the site's address, which is the running server's), the offline pages and the manifests.
 */
export function renderTargets(site: SiteData): Map<string, RenderTarget> {
  const targets = new Map<string, RenderTarget>();
  const add = (path: string, payload = false) => targets.set(path, { path, file: fileOfPath(path), ...(payload ? { payload: payloadFile(path) } : {}) });
  for (const route of pageIndex(site).routes) add(route.path, true);
  for (const kind of DETAIL_KINDS) {
    for (const lang of LOCALES) {
      for (const slug of detailSlugs(site, kind, lang)) {
        add(`${lang === "en" ? "/en" : ""}/${kind}/${slug}`);
        if (lang === "de") add(`/de/${kind}/${slug}`);
      }
    }
  }
  add("/sitemap.xml");
  add("/robots.txt");
  // The service worker's offline pages and the web app manifest, per language.
  for (const path of ["/offline", "/en/offline", "/manifest.webmanifest", "/en/manifest.webmanifest"]) add(path);
  return targets;
}
