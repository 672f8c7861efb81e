import { cms } from "../lib/cms/index.ts";

type Lang = "de" | "en";
type Item = { id: string; data: Record<string, Record<string, unknown> | undefined> };

/** What the minimal home pages show: the home page's title and every page's title. */
export interface HomeContent {
  title: string;
  pages: { id: string; title: string }[];
}

const HOME_SLUGS = new Set(["", "/", "home", "index", "startseite"]);

function localized(field: Record<string, unknown> | undefined, lang: Lang): unknown {
  return field?.[lang] ?? field?.iv ?? field?.de;
}

function titleOf(item: Item, lang: Lang): string {
  const title = localized(item.data.title, lang);
  if (typeof title === "string" && title) return title;
  const seo = localized(item.data.seo, lang) as { seotitle?: string } | undefined;
  return seo?.seotitle ?? item.id;
}

function slugOf(item: Item, lang: Lang): string | undefined {
  const seo = localized(item.data.seo, lang) as { slug?: unknown } | undefined;
  const slug = seo?.slug ?? localized(item.data.slug, lang);
  return typeof slug === "string" ? slug.trim().replace(/^\/+|\/+$/g, "").toLowerCase() : undefined;
}

/**
 * Reads the published pages through the site's content client. A failed read is logged and the
 * page renders without content (spec §5: content failures never stop the app).
 */
export async function loadHomeContent(lang: Lang): Promise<HomeContent> {
  let items: Item[];
  try {
    items = (await cms().contents.list<Item>("pages", "$top=200")).items;
  } catch (error) {
    console.error(`Could not load pages for the home page (${lang}): ${error instanceof Error ? error.message : error}`);
    items = [];
  }
  const home = items.find((item) => HOME_SLUGS.has(slugOf(item, lang) ?? "\u0000")) ?? items[0];
  return {
    title: home ? titleOf(home, lang) : "baukasten",
    pages: items.map((item) => ({ id: item.id, title: titleOf(item, lang) })),
  };
}
