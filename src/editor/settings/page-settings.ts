import { buildFormModel, type ContentData, type FormModel } from "../../forms/index.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { t } from "../../i18n/t.ts";
import type { Fields } from "../../lib/content/model.ts";
import { SEO_MAX } from "../../lib/site/search-snippet.ts";

/** What the settings save per language: the search title, the description and the social image's asset id (`""` for none). */
export type SeoTexts = Record<Lang, { seotitle: string; description: string; image: string }>;

/**
 * The form of a page's settings, in the builder's language: search title and description (each
 * up to the page admin's limit) and the image shown when the page is shared (one image of the
 * media library), per language, as the page's `seo` field holds them.
 */
export function settingsModel(uiLang: Lang): FormModel {
  const texts = (key: Parameters<typeof t>[1]) => Object.fromEntries(LOCALES.map((lang) => [lang, t(uiLang, key)]));
  return buildFormModel(
    [
      { name: "seotitle", partitioning: "language", properties: { fieldType: "String", maxLength: SEO_MAX.seotitle } },
      { name: "description", partitioning: "language", properties: { fieldType: "String", editor: "TextArea", maxLength: SEO_MAX.description } },
      { name: "image", partitioning: "language", properties: { fieldType: "Assets", maxItems: 1, tags: ["editor:image"] } },
    ],
    {
      texts: {
        seotitle: { label: texts("builder.settings.seotitle"), hints: texts("builder.settings.seotitleHint") },
        description: { label: texts("builder.settings.description"), hints: texts("builder.settings.descriptionHint") },
        image: { label: texts("builder.settings.image"), hints: texts("builder.settings.imageHint") },
      },
    },
  );
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The form's values from the page's data: each language's own texts (no fallback, so an empty English title shows empty). */
export function settingsValues(data: Fields): ContentData {
  const seo = data.seo ?? {};
  const of = (lang: Lang) => {
    const entry = seo[lang];
    return (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
  };
  const per = (read: (entry: Record<string, unknown>) => unknown) => Object.fromEntries(LOCALES.map((lang) => [lang, read(of(lang))]));
  return {
    seotitle: per((entry) => text(entry.seotitle)),
    description: per((entry) => text(entry.description)),
    image: per((entry) => (text(entry.image) ? [entry.image] : [])),
  };
}

/** What the form holds, as the settings endpoint takes it: the texts trimmed, the first image's id or `""`. */
export function settingsBody(values: ContentData): SeoTexts {
  const at = (field: string, lang: Lang) => values[field]?.[lang];
  return Object.fromEntries(
    LOCALES.map((lang) => {
      const images = at("image", lang);
      return [
        lang,
        { seotitle: text(at("seotitle", lang)).trim(), description: text(at("description", lang)).trim(), image: Array.isArray(images) ? text(images[0]) : "" },
      ];
    }),
  ) as SeoTexts;
}
