import * as v from "valibot";
import { DEFAULT_LANG, LOCALES, type Lang } from "../../../i18n/locales.ts";
import { localized } from "../../../lib/content/localized.ts";
import { LINK_TARGET_PAGE_SIZE } from "../../../lib/directory/link-target.ts";
import type { Fields } from "../../../lib/content/model.ts";
import { parseOrThrow } from "../../../lib/parse.ts";
import { pagesPath } from "../../io/page-io.ts";
import type { PickerPage } from "../picker/PickerDialog.tsx";

/** What the link picker lists per page: as many pages as practitioners or challenges. */
export const LINK_PAGE_SIZE = LINK_TARGET_PAGE_SIZE;

/** A page a link can go to: its title and path in each language it has one. */
export interface PageLink {
  id: string;
  titles: Record<Lang, string>;
  paths: Partial<Record<Lang, string>>;
}

const ListSchema = v.object({
  total: v.number(),
  items: v.array(v.object({ id: v.string(), data: v.record(v.string(), v.unknown()) })),
});

/** A page item as a link target: the title per language, the path per language from `seo.<lang>.slug` (with the German fallback). */
export function pageLink(item: { id: string; data: Record<string, unknown> }): PageLink {
  // A field that is not an object of partitions (null, a stray string) reads as missing in `localized`.
  const data = item.data as Fields;
  const titles = {} as Record<Lang, string>;
  const paths: Partial<Record<Lang, string>> = {};
  for (const lang of LOCALES) {
    const title = localized(data, "title", lang);
    titles[lang] = typeof title === "string" ? title : item.id;
    const seo = localized<{ slug?: unknown }>(data, "seo", lang);
    // As the site routes it (lib/site/pages.ts `normaliseSlug`), without loading the site's routing here.
    const slug =
      typeof seo?.slug === "string"
        ? seo.slug
            .trim()
            .replace(/^\/+|\/+$/g, "")
            .toLowerCase()
        : undefined;
    // `localePath`'s rule, written out: importing it here would move it into the builder's first load.
    if (slug !== undefined) paths[lang] = `${lang === DEFAULT_LANG ? "" : `/${lang}`}${slug ? `/${slug}` : ""}` || "/";
  }
  return { id: item.id, titles, paths };
}

/** The site's published pages whose content contains `search` (the service's `$search`), page `page` of them. */
export async function searchPageLinks(app: string, search: string, page: number, signal: AbortSignal): Promise<PickerPage<PageLink>> {
  const params = new URLSearchParams({ $top: String(LINK_PAGE_SIZE), $skip: String(page * LINK_PAGE_SIZE) });
  if (search.trim()) params.set("$search", search.trim());
  const response = await fetch(`${pagesPath(app)}?${params}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
    signal,
  });
  if (!response.ok) throw new Error(`GET pages: ${response.status}`);
  const list = parseOrThrow(ListSchema, await response.json(), "pages list");
  return { total: list.total, items: list.items.map(pageLink) };
}
