import { detailRoutes } from "../directory/routes.ts";
import type { SiteData } from "../content/model.ts";
import { pageIndex } from "./pages.ts";
import { sitemapXml, type Alternates } from "./seo.ts";

/** Every indexable page as its language versions: content pages, then practitioner and challenge details. */
function sitemapEntries(site: SiteData): Alternates[] {
  const pages: Alternates[] = pageIndex(site)
    .pages.filter((p) => p.langs.length > 0)
    .map((p) => ({ ...p.paths }));
  // The `/de/…` aliases are left out: they point their canonical at the German path.
  const details: Alternates[] = detailRoutes(site).map(({ de, en }) => ({ de, en }));
  return [...pages, ...details];
}

/** The site's `sitemap.xml`. */
export function siteSitemap(site: SiteData, base: URL | string): string {
  return sitemapXml(sitemapEntries(site), base);
}
