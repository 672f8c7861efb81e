import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { SEO_MAX } from "../site/search-snippet.ts";
import { recordEdit } from "./edits.ts";
import { formRefusal, loadAt, writeRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { PAGES_SCHEMA } from "./page-store.ts";

/** A page's search and sharing texts per language, as the page settings form sends them. */
export type SeoInput = Record<`${"seotitle" | "description" | "image"}_${Lang}`, string>;

/** Whether `id` names an image asset of the content service. */
async function isImage(deps: PageAdminDeps, id: string): Promise<boolean> {
  try {
    const asset = await deps.cms.assets.get(id);
    return asset.mimeType.startsWith("image/");
  } catch (error) {
    if (isCmsError(error) && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

/**
 * Gives page `id` its search title, description and social image per language (`seo.<lang>`,
 * the slug kept; an empty image removes it). Refused, nothing changed: gone (404), changed since
 * `version` (409 `stale`), a text past SEO_MAX (400 `seoLong`), an image that is not an image
 * asset (400 `image`). Saved, it answers the page's new version and status and the `seo` stored.
 */
export async function savePageSeo(deps: PageAdminDeps, input: SeoInput & { id: string; version: number }): Promise<ActionResult> {
  const texts = LOCALES.map((lang) => ({
    lang,
    seotitle: input[`seotitle_${lang}`].trim(),
    description: input[`description_${lang}`].trim(),
    image: input[`image_${lang}`].trim(),
  }));
  if (texts.some((t) => [...t.seotitle].length > SEO_MAX.seotitle || [...t.description].length > SEO_MAX.description)) return formRefusal("seoLong");
  for (const image of new Set(texts.map((t) => t.image).filter(Boolean))) if (!(await isImage(deps, image))) return formRefusal("image");
  const loaded = await loadAt(deps, input.id, input.version);
  if ("refusal" in loaded) return loaded.refusal;
  const { page } = loaded;
  const seo: Record<string, unknown> = { ...page.data.seo };
  for (const { lang, seotitle, description, image } of texts) {
    const current = seo[lang];
    const next: Record<string, unknown> = { ...(current && typeof current === "object" ? current : {}), seotitle, description, image };
    if (!image) delete next.image;
    seo[lang] = next;
  }
  let saved: { version: number; status: string; newStatus?: string | null | undefined };
  try {
    saved = await deps.cms.contents.update(PAGES_SCHEMA, page.id, { ...page.data, seo }, { ifMatch: page.version });
  } catch (error) {
    return writeRefusal(error);
  }
  if (saved.version !== page.version) recordEdit(deps.db, { contentId: page.id, version: saved.version, userId: deps.user.id });
  const { version, status, newStatus } = saved;
  return {
    ok: true,
    location: `/manage/pages/${encodeURIComponent(page.id)}?done=seo#seo`,
    saved: { version, status, ...(newStatus ? { newStatus } : {}) },
    seo,
  };
}
