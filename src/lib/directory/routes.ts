import { langPrefix, type Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { challengeList, type Challenge } from "./challenges.ts";
import { visiblePractitioners, type Practitioner } from "./practitioners.ts";

/** The canonical path of a practitioner's detail page in `lang` (German without prefix). */
export const practitionerPath = (lang: Lang, p: Pick<Practitioner, "slug">): string =>
  `${langPrefix(lang)}/practitioners/${p.slug}`;

/** The canonical path of a challenge's detail page in `lang`, with that language's slug. */
export const challengePath = (lang: Lang, c: Pick<Challenge, "slugs">): string =>
  `${langPrefix(lang)}/weekly-challenge/${c.slugs[lang]}`;

/**
 * Every practitioner and challenge detail route: the canonical German and English paths, and the
 * `/de/…` alias (same content, canonical → the German path) for the sitemap's alternates.
 */
export function detailRoutes(site: SiteData): { de: string; en: string; deAlias?: string }[] {
  return [
    ...visiblePractitioners(site).map((p) => ({ de: practitionerPath("de", p), en: practitionerPath("en", p), deAlias: `/de${practitionerPath("de", p)}` })),
    ...challengeList(site).map((c) => ({ de: challengePath("de", c), en: challengePath("en", c), deAlias: `/de${challengePath("de", c)}` })),
  ];
}
