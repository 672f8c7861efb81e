import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { UiKey } from "../../i18n/t.ts";
import type { CmsClient } from "../../lib/cms/client.ts";
import type { SiteData } from "../../lib/content/model.ts";
import { pageIndex } from "../../lib/site/pages.ts";

/** One kind of content: how many items exist (drafts included) and how many are published. */
export interface ContentCount {
  label: UiKey;
  /** Undefined when the content service could not be asked. */
  total: number | undefined;
  published: number | undefined;
  /** Published pages routed per language (pages only). */
  perLang?: Record<Lang, number>;
}

/** The content schemas the overview counts, in the order it shows them. */
const SCHEMAS: { schema: string; label: UiKey }[] = [
  { schema: "pages", label: "manage.count.pages" },
  { schema: "practitioners", label: "manage.count.practitioners" },
  { schema: "challenges", label: "manage.count.challenges" },
  { schema: "icons", label: "manage.count.icons" },
  { schema: "colors", label: "manage.count.colors" },
  { schema: "text-styles", label: "manage.count.textStyles" },
];

const settled = <T>(promise: Promise<T>): Promise<T | undefined> =>
  promise.catch((error: unknown) => {
    console.error(`Overview count failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });

/**
 * What the site holds, counted through the content client (`$top=1`: only the totals are read):
 * every item and the published ones per schema, and the assets; from the published site data
 * (read through the same client) the block types and the pages routed per language. A count
 * that could not be read is undefined.
 */
export async function contentCounts(cms: CmsClient, site: Promise<SiteData>): Promise<ContentCount[]> {
  const total = (schema: string, unpublished: boolean) => settled(cms.contents.list(schema, "$top=1", { unpublished }).then((list) => list.total));
  const [counts, assets, data] = await Promise.all([
    Promise.all(
      SCHEMAS.map(async ({ schema, label }): Promise<ContentCount> => {
        const [all, published] = await Promise.all([total(schema, true), total(schema, false)]);
        return { label, total: all, published };
      }),
    ),
    settled(cms.assets.list("$top=1").then((list) => list.total)),
    settled(site),
  ]);
  const pages = counts.find((count) => count.label === "manage.count.pages");
  if (data && pages) {
    const routes = pageIndex(data).routes;
    pages.perLang = Object.fromEntries(LOCALES.map((lang) => [lang, routes.filter((r) => r.lang === lang).length])) as Record<Lang, number>;
  }
  counts.splice(1, 0, { label: "manage.count.blockTypes", total: data?.blockSchemas.length, published: undefined });
  counts.push({ label: "manage.count.assets", total: assets, published: undefined });
  return counts;
}
