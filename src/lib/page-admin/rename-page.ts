import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { localized } from "../content/localized.ts";
import { pageSlug } from "../site/pages.ts";
import { recordEdit } from "./edits.ts";
import { fieldRefusal, formRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { getPage, listPages, PAGES_SCHEMA, upstream } from "./page-store.ts";
import { checkTexts, type PageTexts } from "./check-texts.ts";

/**
 * Gives page `id` new titles and slugs per language (an empty slug field: built from the title;
 * the home page keeps its empty slug). Refused, with nothing changed, when the page is gone (404),
 * changed since `version` was shown (409 `stale`), or a slug is refused or taken (400/409). The
 * rest of the page (SEO title, description, blocks) stays as it is.
 */
export async function renamePage(deps: PageAdminDeps, input: PageTexts & { id: string; version: number }): Promise<ActionResult> {
  const page = await getPage(deps.cms, input.id);
  if (!page) return formRefusal("gone");
  if (page.version !== input.version) return formRefusal("stale");
  const current = Object.fromEntries(LOCALES.map((lang) => [lang, pageSlug(page, lang)])) as Partial<Record<Lang, string>>;
  const { titles, slugs, problems, values } = checkTexts(input, await listPages(deps.cms), { id: page.id, slugs: current });
  if (Object.keys(problems).length > 0) return fieldRefusal(problems, values);
  const data = structuredClone(page.data);
  data.title = { ...data.title, ...titles };
  const seo: Record<string, unknown> = { ...data.seo };
  for (const lang of LOCALES) {
    const old = localized<unknown>(page.data, "seo", lang);
    seo[lang] = { ...(old && typeof old === "object" && !Array.isArray(old) ? old : {}), slug: slugs[lang] };
  }
  data.seo = seo;
  let saved: { version: number };
  try {
    saved = await deps.cms.contents.update<{ version: number }>(PAGES_SCHEMA, page.id, data, { ifMatch: page.version });
  } catch (error) {
    if (isCmsError(error) && error.status === 412) return formRefusal("stale");
    if (isCmsError(error) && error.status === 404) return formRefusal("gone");
    return upstream(error);
  }
  if (saved.version !== page.version) recordEdit(deps.db, { contentId: page.id, version: saved.version, userId: deps.user.id });
  return { ok: true, location: `/manage/pages/${encodeURIComponent(page.id)}?done=renamed` };
}
