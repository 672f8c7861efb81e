import { DEFAULT_LANG, LOCALES, type Lang } from "../../i18n/locales.ts";

/** Paths of one page per language (`{ de: "/ueber-uns", en: "/en/about" }`). */
export type Alternates = Partial<Record<Lang, string>>;

/** An `<link rel="alternate" hreflang>` entry. */
export interface HreflangLink {
  hreflang: Lang | "x-default";
  href: string;
}

/** `path` made absolute against `site` when given; root-relative otherwise. */
export function absoluteUrl(path: string, site?: URL | string): string {
  return site ? new URL(path, site).href : path;
}

/** hreflang links of a page: one per language plus `x-default` (the German page, else the first). */
export function hreflangLinks(alternates: Alternates, site?: URL | string): HreflangLink[] {
  const links: HreflangLink[] = [];
  for (const lang of LOCALES) {
    const path = alternates[lang];
    if (path) links.push({ hreflang: lang, href: absoluteUrl(path, site) });
  }
  const fallback = alternates[DEFAULT_LANG] ?? alternates[LOCALES.find((l) => alternates[l])!];
  if (fallback) links.push({ hreflang: "x-default", href: absoluteUrl(fallback, site) });
  return links;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/**
 * `sitemap.xml`: one `<url>` per path of every entry, each listing all its language versions as
 * `<xhtml:link rel="alternate">` (x-default included) — the form search engines expect.
 */
export function sitemapXml(entries: readonly Alternates[], site: URL | string): string {
  const urls: string[] = [];
  for (const alternates of entries) {
    const links = hreflangLinks(alternates, site)
      .map((l) => `<xhtml:link rel="alternate" hreflang="${l.hreflang}" href="${escapeXml(l.href)}"/>`)
      .join("");
    for (const lang of LOCALES) {
      const path = alternates[lang];
      if (path) urls.push(`<url><loc>${escapeXml(absoluteUrl(path, site))}</loc>${links}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths crawlers should skip: the admin, APIs, the proxy, login and per-recipient pages. */
// `/newsletter/` and `/present/` with the slash: recipient pages are private, a content page `/newsletter` is not.
const ROBOTS_DISALLOW = ["/manage", "/api", "/cms", "/login", "/newsletter/", "/present/"];

/** `robots.txt`: everything allowed but the private areas, and the sitemap's address. */
export function robotsTxt(site: URL | string): string {
  return ["User-agent: *", "Allow: /", ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), "", `Sitemap: ${absoluteUrl("/sitemap.xml", site)}`, ""].join("\n");
}
