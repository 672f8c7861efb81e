import { isCmsError } from "../cms/cms-error.ts";
import { text } from "../content/localized.ts";
import { formRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { getPage, PAGES_SCHEMA, upstream } from "./page-store.ts";
import { pageTrash } from "./trash.ts";

/**
 * Deletes page `id` after keeping its status and whole data in the trash (src/lib/page-admin/trash.ts),
 * from which `restorePage` recreates it with the same id for TRASH_TTL_MS. Refused, with nothing
 * changed, when the page is gone (404) or changed since `version` was shown (409 `stale`). The
 * answer leads to the page list, which offers the undo.
 */
export async function deletePage(deps: PageAdminDeps, input: { id: string; version: number }): Promise<ActionResult> {
  const page = await getPage(deps.cms, input.id);
  if (!page) return formRefusal("gone");
  if (page.version !== input.version) return formRefusal("stale");
  const trash = pageTrash(deps.db, deps.now);
  const kept = trash.put({
    contentId: page.id,
    status: page.status,
    data: page.data,
    title: text(page.data, "title", "de") || page.id,
    deletedBy: deps.user.id,
  });
  try {
    await deps.cms.contents.delete(PAGES_SCHEMA, page.id, { ifMatch: page.version });
  } catch (error) {
    trash.remove(kept.id);
    if (isCmsError(error) && error.status === 412) return formRefusal("stale");
    if (isCmsError(error) && error.status === 404) return formRefusal("gone");
    return upstream(error);
  }
  return { ok: true, location: `/manage/pages?done=deleted&trash=${kept.id}` };
}
