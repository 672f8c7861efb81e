import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { Fields } from "../content/model.ts";
import { recordEdit } from "./edits.ts";
import { fieldRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { listPages, PAGES_SCHEMA, upstream } from "./page-store.ts";
import { checkTexts, type PageTexts } from "./check-texts.ts";

/** The data of a new, empty page: titles, slugs (SEO title and description empty), no blocks. */
function newPageData(titles: Record<Lang, string>, slugs: Partial<Record<Lang, string>>): Fields {
  return {
    title: { ...titles },
    critical: { iv: false },
    seo: Object.fromEntries(LOCALES.map((lang) => [lang, { seotitle: "", slug: slugs[lang], description: "" }])),
    blocks: { iv: [] },
  };
}

/**
 * Creates a draft page with a title and a slug per language (an empty slug field is built from
 * the title). A slug the rules refuse or another page has changes nothing (400/409 with the
 * problems); on success the editor is recorded and the answer leads to the new page's details.
 */
export async function createPage(deps: PageAdminDeps, texts: PageTexts): Promise<ActionResult> {
  const pages = await listPages(deps.cms);
  const { titles, slugs, problems, values } = checkTexts(texts, pages);
  if (Object.keys(problems).length > 0) return fieldRefusal(problems, values);
  let created: { id: string; version: number };
  try {
    created = await deps.cms.contents.create(PAGES_SCHEMA, newPageData(titles, slugs), { publish: false });
  } catch (error) {
    return upstream(error);
  }
  recordEdit(deps.db, { contentId: created.id, version: created.version, userId: deps.user.id });
  return { ok: true, location: `/manage/pages/${encodeURIComponent(created.id)}?done=created` };
}
