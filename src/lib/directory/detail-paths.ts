import type { Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { challengeList } from "./challenges.ts";
import { visiblePractitioners } from "./practitioners.ts";

/** The two kinds of detail page, named by their path segment. */
export type DetailKind = "practitioners" | "weekly-challenge";

/**
 * The slugs of one kind's detail pages in `lang`: one per visible practitioner or challenge
 * (practitioners share one slug in both languages; challenges have one per language). The six
 * detail routes (`/`, `/de/` and `/en/` forms) render these and answer 404 for any other slug.
 */
export function detailSlugs(site: SiteData, kind: DetailKind, lang: Lang): string[] {
  return kind === "practitioners" ? visiblePractitioners(site).map((p) => p.slug) : challengeList(site).map((c) => c.slugs[lang]);
}

/** Whether `slug` is a detail page of `kind` in `lang`. */
export function isDetailSlug(site: SiteData, kind: DetailKind, lang: Lang, slug: string | undefined): slug is string {
  return slug !== undefined && detailSlugs(site, kind, lang).includes(slug);
}
