import { LOCALES, langPrefix, type Lang } from "../../i18n/locales.ts";
import type { SiteData } from "../content/model.ts";
import { challengeList, type Challenge } from "./challenges.ts";
import { visiblePractitioners, type Practitioner } from "./practitioners.ts";

/** The canonical path of a practitioner's detail page in `lang` (German without prefix). */
export const practitionerPath = (lang: Lang, p: Pick<Practitioner, "slug">): string => `${langPrefix(lang)}/practitioners/${p.slug}`;

/** The canonical path of a challenge's detail page in `lang`, with that language's slug. */
export const challengePath = (lang: Lang, c: Pick<Challenge, "slugs">): string => `${langPrefix(lang)}/weekly-challenge/${c.slugs[lang]}`;

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

/**
 * Redirects (301) from a challenge's slug in the other language to its slug in the language of
 * the path: `/en/weekly-challenge/<german slug>` → `/en/weekly-challenge/<english slug>`, and the
 * German forms (`/…`, `/de/…`) from the English slug. Sources another page owns are dropped when
 * the redirects are validated.
 */
export function challengeSlugRedirects(site: SiteData): { from: string; to: string; status: 301 }[] {
  const out: { from: string; to: string; status: 301 }[] = [];
  for (const challenge of challengeList(site)) {
    for (const lang of LOCALES) {
      const target = challengePath(lang, challenge);
      for (const other of LOCALES) {
        const slug = challenge.slugs[other];
        if (other === lang || slug === challenge.slugs[lang]) continue;
        const prefixes = lang === "de" ? ["", "/de"] : [langPrefix(lang)];
        for (const prefix of prefixes) out.push({ from: `${prefix}/weekly-challenge/${slug}`, to: target, status: 301 });
      }
    }
  }
  return out;
}
