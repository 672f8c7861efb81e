import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { text } from "../content/localized.ts";
import type { SiteData } from "../content/model.ts";
import { readMenus, type MenuItem, type MenuName } from "../menus/menu.ts";
import { linkAddress } from "../link-address.ts";
import { pageIndex } from "./pages.ts";

/** One navigation link (a page in the current language, or an external address), with the links below it. */
export interface NavLink {
  href: string;
  label: string;
  children: NavLink[];
}

/** The site name from global settings (`siteName`), else `fallback`. */
export function siteName(site: SiteData | undefined, lang: Lang, fallback: string): string {
  return text(site?.globalSettings?.data, "siteName", lang).trim() || fallback;
}

/**
 * A menu of the global settings (src/lib/menus) as links in `lang`: a page entry links to the
 * page's path in `lang` with its label in `lang`, else the page's title; an address entry links to
 * its address (checked and completed by `linkAddress`) with its label in `lang`, else the other language's, else the
 * address. Entries for missing or unrouted pages or refused addresses are skipped with the entries below them.
 */
export function navigation(site: SiteData | undefined, lang: Lang, menu: MenuName): NavLink[] {
  if (!site) return [];
  const index = pageIndex(site);
  const links = (items: readonly MenuItem[]): NavLink[] =>
    items.flatMap((item) => {
      const own = item.label[lang].trim();
      if (item.page) {
        const page = index.byId.get(item.page);
        const href = page?.paths[lang];
        return page && href ? [{ href, label: own || page.names[lang], children: links(item.children ?? []) }] : [];
      }
      const href = linkAddress(item.url);
      if (!href) return [];
      const label = own || LOCALES.map((l) => item.label[l].trim()).find(Boolean) || href.replace(/^(mailto|tel):/, "");
      return [{ href, label, children: links(item.children ?? []) }];
    });
  return links(readMenus(site.globalSettings?.data)[menu]);
}
