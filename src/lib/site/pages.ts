import { LOCALES, localePath, type Lang } from "../../i18n/locales.ts";
import { localized, text } from "../content/localized.ts";
import type { Entity, SiteData } from "../content/model.ts";

/** A page's SEO object in one language (`seo` is a language-partitioned Json field). */
export interface PageSeo {
  seotitle: string;
  slug: string;
  description: string;
}

/** A content page with its per-language routing facts. */
export interface SitePage {
  id: string;
  entity: Entity;
  /** Languages the page is routed in (a language whose slug is invalid or taken is left out). */
  langs: Lang[];
  /** `seo.<lang>.slug`, normalised; `""` is the home page. */
  slugs: Partial<Record<Lang, string>>;
  /** `/`, `/en`, `/ueber-uns`, `/en/about`. */
  paths: Partial<Record<Lang, string>>;
  seo: Record<Lang, PageSeo>;
  /** The page's `title` field (navigation labels). */
  names: Record<Lang, string>;
}

/** A routed page in one language. */
export interface PageRoute {
  page: SitePage;
  lang: Lang;
  path: string;
}

/** All routed pages of a build, with the lookup by path. */
export interface PageIndex {
  pages: SitePage[];
  routes: PageRoute[];
  byPath: Map<string, PageRoute>;
  byId: Map<string, SitePage>;
}

/**
 * First path segments owned by other routes or build files: a content page may not start with
 * them in any language (`/de/…`, `/login`, `/api`, `/en/cms`, `/builds/…`).
 */
const RESERVED_SEGMENTS: ReadonlySet<string> = new Set([
  ...LOCALES,
  "login",
  "invite",
  "api",
  "cms",
  "manage",
  "builds",
  "_astro",
  "_payload.json",
  "sitemap.xml",
  "robots.txt",
  "404",
  "500",
  "icons",
  "fonts",
  "favicon.ico",
  "sw.js",
  "offline",
  "pwa",
  "manifest.webmanifest",
]);

/**
 * Segments whose sub-paths belong to detail routes (`/practitioners/:slug`, `/en/weekly-challenge/:slug`,
 * `/newsletter/:email`, `/present/:email`): a page may be `/newsletter` but never `/newsletter/x`.
 */
const DETAIL_SEGMENTS: ReadonlySet<string> = new Set(["practitioners", "weekly-challenge", "newsletter", "present"]);

const SLUG = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Normalises a stored slug: trimmed, no outer slashes, lower case. `undefined` when it is not a string. */
export function normaliseSlug(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  return raw
    .trim()
    .replace(/^\/+|\/+$/g, "")
    .toLowerCase();
}

/**
 * Why a slug cannot be routed: a reserved first segment, a path below a detail route, or
 * characters other than `a-z`, `0-9`, `-` and `/` (checked in that order).
 */
export type RouteProblem = { code: "invalid" } | { code: "reserved"; segment: string } | { code: "detail"; segment: string };

/** Why `slug` cannot be routed, or undefined when it can (`""` is the home page). */
export function slugProblem(slug: string): RouteProblem | undefined {
  if (slug === "") return undefined;
  const [first, ...rest] = slug.split("/");
  if (RESERVED_SEGMENTS.has(first!)) return { code: "reserved", segment: first! };
  if (rest.length > 0 && DETAIL_SEGMENTS.has(first!)) return { code: "detail", segment: first! };
  if (!SLUG.test(slug)) return { code: "invalid" };
  return undefined;
}

/** A route problem as the build's warning says it (after `slug "…" `). */
function problemText(problem: RouteProblem): string {
  switch (problem.code) {
    case "invalid":
      return "has characters other than a-z, 0-9, - and /";
    case "reserved":
      return `starts with the reserved segment "${problem.segment}"`;
    case "detail":
      return `lies under "/${problem.segment}/", which belongs to detail pages`;
  }
}

/** The page's routing slug in `lang` (`seo.<lang>.slug`, with the language fallback), normalised; undefined when it is not a string. */
export function pageSlug(page: Pick<Entity, "data">, lang: Lang): string | undefined {
  return normaliseSlug(localized<{ slug?: unknown }>(page.data, "seo", lang)?.slug);
}

/** The page's SEO object in `lang` (missing parts are empty strings). */
export function pageSeo(page: Entity, lang: Lang): PageSeo {
  const seo = localized<Partial<Record<keyof PageSeo, unknown>>>(page.data, "seo", lang);
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  return { seotitle: str(seo?.seotitle), slug: str(seo?.slug), description: str(seo?.description) };
}

/** The page's social image in `lang` (`seo.<lang>.image`, an asset id shown when the page is shared), `""` for none. */
export function pageImage(page: Pick<Entity, "data">, lang: Lang): string {
  const image = localized<{ image?: unknown }>(page.data, "seo", lang)?.image;
  return typeof image === "string" ? image : "";
}

/** The document title of a page: `seo.seotitle`, else the page title, else `fallback`. */
export function pageTitle(page: Entity, lang: Lang, fallback = ""): string {
  return pageSeo(page, lang).seotitle.trim() || text(page.data, "title", lang).trim() || fallback;
}

/**
 * Routes every page in every language. Invalid or reserved slugs and a second page on a taken
 * path are left out with a warning naming the page (first wins, in content order).
 */
export function buildPageIndex(pages: Entity[], warn: (message: string) => void = console.warn): PageIndex {
  const index: PageIndex = { pages: [], routes: [], byPath: new Map(), byId: new Map() };
  for (const entity of pages) {
    const page: SitePage = { id: entity.id, entity, langs: [], slugs: {}, paths: {}, seo: {} as Record<Lang, PageSeo>, names: {} as Record<Lang, string> };
    for (const lang of LOCALES) {
      page.seo[lang] = pageSeo(entity, lang);
      page.names[lang] = text(entity.data, "title", lang) || page.seo[lang].seotitle || entity.id;
      const slug = pageSlug(entity, lang);
      const name = `page ${entity.id} (${page.names[lang]})`;
      if (slug === undefined) {
        warn(`${name}: no seo.${lang}.slug; not routed in ${lang}`);
        continue;
      }
      const problem = slugProblem(slug);
      if (problem) {
        warn(`${name}: slug "${slug}" ${problemText(problem)}; not routed in ${lang}`);
        continue;
      }
      const path = localePath(lang, slug);
      const taken = index.byPath.get(path);
      if (taken) {
        warn(`${name}: path ${path} is already taken by page ${taken.page.id}; the first one wins`);
        continue;
      }
      page.langs.push(lang);
      page.slugs[lang] = slug;
      page.paths[lang] = path;
      const route = { page, lang, path };
      index.routes.push(route);
      index.byPath.set(path, route);
    }
    index.pages.push(page);
    index.byId.set(page.id, page);
  }
  return index;
}

const cache = new WeakMap<SiteData, PageIndex>();

/** The page index of one build's site data, computed once (warnings are printed once). */
export function pageIndex(site: SiteData): PageIndex {
  let index = cache.get(site);
  if (!index) cache.set(site, (index = buildPageIndex(site.pages, (m) => console.warn(`[pages] ${m}`))));
  return index;
}

/** Normalises a request path for lookup: no trailing slash (except `/`), no `index.html`. */
function normalisePath(path: string): string {
  const clean = path.replace(/\/index\.html$/, "/").replace(/\/+$/, "");
  return clean === "" ? "/" : clean;
}

/** The routed page at `path` (`/`, `/en`, `/ueber-uns`, `/en/about/`), if any. */
export function findPageByPath(index: PageIndex, path: string): PageRoute | undefined {
  return index.byPath.get(normalisePath(path));
}

/** The page's path in every language it is routed in (for hreflang and the language switcher). */
export function alternatesOf(page: SitePage): Partial<Record<Lang, string>> {
  return { ...page.paths };
}
