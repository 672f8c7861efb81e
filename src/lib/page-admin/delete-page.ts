import { text } from "../content/localized.ts";
import { loadAt, writeRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { PAGES_SCHEMA } from "./page-store.ts";
import { pageTrash } from "./trash.ts";

/**
 * Deletes page `id` after keeping its status and whole data in the trash (src/lib/page-admin/trash.ts),
 * from which `restorePage` recreates it with the same id for TRASH_TTL_MS. Refused, with nothing
 * changed, when the page is gone (404) or changed since `version` was shown (409 `stale`). The
 * answer leads to the page list, which offers the undo.
 */
export async function deletePage(deps: PageAdminDeps, input: { id: string; version: number }): Promise<ActionResult> {
  const loaded = await loadAt(deps, input.id, input.version);
  if ("refusal" in loaded) return loaded.refusal;
  const { page } = loaded;
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
    return writeRefusal(error);
  }
  return { ok: true, location: `/manage/pages?done=deleted&trash=${kept.id}` };
}
