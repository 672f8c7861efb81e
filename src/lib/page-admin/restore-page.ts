import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { pageSlug } from "../site/pages.ts";
import { forgetEdits, recordEdit } from "./edits.ts";
import { formRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { listPages, PAGES_SCHEMA, upstream } from "./page-store.ts";
import { freeSlug, slugCheck } from "./slug-rules.ts";
import { pageTrash } from "./trash.ts";
import { withSlugs } from "./with-slugs.ts";

/**
 * Restores a deleted page from the trash: recreated with its old id (so links and navigation
 * entries that name it work again), its data and, if it was published, published again. When
 * another page has taken one of its slugs meanwhile, that slug gets a free one (`-2` …) and the page
 * comes back as a draft; the answer says so (`moved=1`). Refused when the entry expired or was
 * restored (404 `expired`), or a page with its id exists (409 `exists`).
 */
export async function restorePage(deps: PageAdminDeps, input: { trash: number }): Promise<ActionResult> {
  const trash = pageTrash(deps.db, deps.now);
  const entry = trash.get(input.trash);
  if (!entry) return formRefusal("expired");
  const pages = await listPages(deps.cms);
  if (pages.some((page) => page.id === entry.contentId)) return formRefusal("exists");
  const freed: Partial<Record<Lang, string>> = {};
  for (const lang of LOCALES) {
    const slug = pageSlug(entry, lang);
    if (slug !== undefined && slugCheck(slug, lang, pages)?.code === "taken") freed[lang] = freeSlug(slug, undefined, lang, pages);
  }
  const moved = Object.keys(freed).length > 0;
  const data = moved ? withSlugs(entry.data, freed) : entry.data;
  let created: { id: string; version: number };
  try {
    created = await deps.cms.contents.create(PAGES_SCHEMA, data, {
      publish: entry.status === "Published" && !moved,
      id: entry.contentId,
    });
  } catch (error) {
    if (isCmsError(error) && error.status === 409) return formRefusal("exists");
    return upstream(error);
  }
  trash.remove(entry.id);
  forgetEdits(deps.db, entry.contentId);
  recordEdit(deps.db, { contentId: created.id, version: created.version, userId: deps.user.id });
  return { ok: true, location: `/manage/pages/${encodeURIComponent(created.id)}?done=restored${moved ? "&moved=1" : ""}` };
}
