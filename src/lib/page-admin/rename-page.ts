import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { pageSlug } from "../site/pages.ts";
import { recordEdit } from "./edits.ts";
import { fieldRefusal, loadAt, writeRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { listPages, PAGES_SCHEMA } from "./page-store.ts";
import { checkTexts, type PageTexts } from "./check-texts.ts";
import { withSlugs } from "./with-slugs.ts";

/**
 * Gives page `id` new titles and slugs per language (an empty slug field: built from the title;
 * the home page keeps its empty slug). Refused, with nothing changed, when the page is gone (404),
 * changed since `version` was shown (409 `stale`), or a slug is refused or taken (400/409). The
 * rest of the page (SEO title, description, blocks) stays as it is.
 */
export async function renamePage(deps: PageAdminDeps, input: PageTexts & { id: string; version: number }): Promise<ActionResult> {
  const loaded = await loadAt(deps, input.id, input.version);
  if ("refusal" in loaded) return loaded.refusal;
  const { page } = loaded;
  const current = Object.fromEntries(LOCALES.map((lang) => [lang, pageSlug(page, lang)])) as Partial<Record<Lang, string>>;
  const { titles, slugs, problems, values } = checkTexts(input, await listPages(deps.cms), { id: page.id, slugs: current });
  if (Object.keys(problems).length > 0) return fieldRefusal(problems, values);
  const data = withSlugs(page.data, slugs);
  data.title = { ...data.title, ...titles };
  let saved: { version: number };
  try {
    saved = await deps.cms.contents.update(PAGES_SCHEMA, page.id, data, { ifMatch: page.version });
  } catch (error) {
    return writeRefusal(error);
  }
  if (saved.version !== page.version) recordEdit(deps.db, { contentId: page.id, version: saved.version, userId: deps.user.id });
  return { ok: true, location: `/manage/pages/${encodeURIComponent(page.id)}?done=renamed` };
}
