import type { Lang } from "../../i18n/locales.ts";
import { localized, text } from "../content/localized.ts";
import type { SiteData } from "../content/model.ts";
import { pageIndex } from "./pages.ts";

/** One navigation link: a page in the current language. */
export interface NavLink {
  href: string;
  label: string;
}

/** The site name from global settings (`siteName`), else `fallback`. */
export function siteName(site: SiteData | undefined, lang: Lang, fallback: string): string {
  return text(site?.globalSettings?.data, "siteName", lang).trim() || fallback;
}

/**
 * A global-settings navigation (`mainNavigation`, `footerNavigation`: page references) as links
 * to the pages in `lang`; references to missing or unrouted pages are skipped.
 */
export function navigation(site: SiteData | undefined, lang: Lang, field: "mainNavigation" | "footerNavigation"): NavLink[] {
  if (!site) return [];
  const ids = localized<unknown>(site.globalSettings?.data, field, lang);
  if (!Array.isArray(ids)) return [];
  const index = pageIndex(site);
  const links: NavLink[] = [];
  for (const id of ids) {
    const page = typeof id === "string" ? index.byId.get(id) : undefined;
    const href = page?.paths[lang];
    if (page && href) links.push({ href, label: page.names[lang] });
  }
  return links;
}
