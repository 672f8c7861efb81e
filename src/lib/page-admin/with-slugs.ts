import type { Lang } from "../../i18n/locales.ts";
import { localized } from "../content/localized.ts";
import type { Fields } from "../content/model.ts";

/**
 * Page data `data` with new slugs: each language in `slugs` gets the SEO object the page has in
 * that language (with the language fallback, so an English side without its own keeps the German
 * SEO title and description) with `slug` replaced. Other languages and fields stay as they are;
 * `data` itself is not changed (the result shares its other fields).
 */
export function withSlugs(data: Fields, slugs: Partial<Record<Lang, string>>): Fields {
  const seo: Record<string, unknown> = { ...data.seo };
  for (const [lang, slug] of Object.entries(slugs) as [Lang, string][]) {
    const old = localized<unknown>(data, "seo", lang);
    seo[lang] = { ...(old && typeof old === "object" && !Array.isArray(old) ? old : {}), slug };
  }
  return { ...data, seo };
}
