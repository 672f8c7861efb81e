import { LOCALES, localePath, type Lang } from "../../i18n/locales.ts";
import { text } from "../content/localized.ts";
import { pageImage, pageSeo, pageSlug, slugProblem } from "../site/pages.ts";
import type { PageItem } from "./page-store.ts";

/**
 * What an editor reads of a page's state: `draft` (not public: Draft or Archived), `published`
 * (visitors see what is stored), `changed` (published, but the newest change is not live yet: a
 * pending draft version in the content service, or a change after the live build began).
 */
export type PageState = "published" | "changed" | "draft";

/** One language of a page as the admin shows it. */
export interface PageLangFacts {
  title: string;
  /** The normalised slug the site routes (German when the language has none); `""` is the home page. */
  slug: string | undefined;
  /** The public path (`/ueber-uns`, `/en/about`), when the slug can be routed. */
  path: string | undefined;
  seotitle: string;
  description: string;
  /** The social image's asset id, `""` for none. */
  image: string;
}

/** A page as the page list and the details show it. */
export interface PageFacts {
  id: string;
  version: number;
  /** The content service's status (Draft, Published, Archived). */
  status: string;
  state: PageState;
  /** The German slug is `""`: the page is the home page (`/`, `/en`). */
  home: boolean;
  langs: Record<Lang, PageLangFacts>;
  /** ISO instant of the last change. */
  lastModified: string | undefined;
  /** The content service's `lastModifiedBy` (a client or user id). */
  lastModifiedBy: string | undefined;
}

/**
 * The state of `page`. `liveSince` is when the build being served began reading content (ms);
 * without one (no build information) a published page counts as published.
 */
export function pageState(page: Pick<PageItem, "status" | "newStatus" | "lastModified">, liveSince: number | undefined): PageState {
  if (page.status !== "Published") return "draft";
  if (page.newStatus) return "changed";
  const modified = page.lastModified ? Date.parse(page.lastModified) : NaN;
  return liveSince !== undefined && modified > liveSince ? "changed" : "published";
}

/** The facts of `page` the admin shows (see `pageState` for `liveSince`). */
export function pageFacts(page: PageItem, liveSince?: number): PageFacts {
  const langs = {} as Record<Lang, PageLangFacts>;
  for (const lang of LOCALES) {
    const seo = pageSeo({ id: page.id, data: page.data }, lang);
    const slug = pageSlug(page, lang);
    langs[lang] = {
      title: text(page.data, "title", lang),
      slug,
      path: slug !== undefined && slugProblem(slug) === undefined ? localePath(lang, slug) : undefined,
      seotitle: seo.seotitle,
      description: seo.description,
      image: pageImage(page, lang),
    };
  }
  return {
    id: page.id,
    version: page.version,
    status: page.status,
    state: pageState(page, liveSince),
    home: langs.de.slug === "",
    langs,
    lastModified: page.lastModified,
    lastModifiedBy: page.lastModifiedBy,
  };
}
