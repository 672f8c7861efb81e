import type { Lang } from "../../i18n/locales.ts";
import { loadSiteData } from "../site/build-data.ts";
import { challengeList } from "./challenges.ts";
import { visiblePractitioners } from "./practitioners.ts";

/** The two kinds of detail page, named by their path segment. */
export type DetailKind = "practitioners" | "weekly-challenge";

/**
 * `getStaticPaths` of the six detail routes (`/`, `/de/` and `/en/` forms of practitioners and
 * weekly challenges): one path per visible practitioner or challenge, with the slug of `lang`
 * (practitioners share one slug in both languages; challenges have one per language).
 */
export async function detailStaticPaths(kind: DetailKind, lang: Lang): Promise<{ params: { slug: string } }[]> {
  const site = await loadSiteData();
  const slugs = kind === "practitioners" ? visiblePractitioners(site).map((p) => p.slug) : challengeList(site).map((c) => c.slugs[lang]);
  return slugs.map((slug) => ({ params: { slug } }));
}
