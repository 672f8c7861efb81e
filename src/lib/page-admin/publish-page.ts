import { LOCALES } from "../../i18n/locales.ts";
import { pageSlug } from "../site/pages.ts";
import { recordEdit } from "./edits.ts";
import { fieldRefusal, loadAt, writeRefusal, type ActionResult, type FieldProblems, type PageAdminDeps } from "./outcome.ts";
import { listPages, PAGES_SCHEMA } from "./page-store.ts";
import { slugCheck } from "./slug-rules.ts";

/**
 * Publishes page `id` (`publish: true`) or takes it back to a draft (`false`) through the content
 * service's status, which fires its content event and so the publishing loop. Before publishing,
 * each slug must be one the rules allow and no other page has (else 400/409 with the problems).
 * Refused, with nothing changed, when the page is gone (404) or changed since `version` (409 `stale`).
 */
export async function publishPage(deps: PageAdminDeps, input: { id: string; version: number; publish: boolean }): Promise<ActionResult> {
  const loaded = await loadAt(deps, input.id, input.version);
  if ("refusal" in loaded) return loaded.refusal;
  const { page } = loaded;
  const done = `/manage/pages/${encodeURIComponent(page.id)}?done=${input.publish ? "published" : "unpublished"}`;
  const target = input.publish ? "Published" : "Draft";
  if (page.status === target && !page.newStatus) return { ok: true, location: done };
  if (input.publish) {
    const pages = await listPages(deps.cms);
    const problems: FieldProblems = {};
    for (const lang of LOCALES) {
      const slug = pageSlug(page, lang);
      const problem = slug === undefined ? { code: "invalid" as const } : slugCheck(slug, lang, pages, page.id);
      if (problem) problems[`slug_${lang}`] = problem;
    }
    if (Object.keys(problems).length > 0) return fieldRefusal(problems, {});
  }
  let saved = { version: page.version };
  try {
    // The default workflow has no step from Archived to Published: through Draft.
    if (input.publish && page.status === "Archived") saved = await deps.cms.contents.status(PAGES_SCHEMA, page.id, "Draft", { ifMatch: saved.version });
    if (!input.publish && page.newStatus) {
      // A status change of a published page with a pending draft applies to the draft (Squidex), so
      // the page would stay online: drop the draft, take the page offline, then put the draft's
      // work back as the page's data, so nothing the editor saved is lost.
      saved = await deps.cms.contents.deleteDraft(PAGES_SCHEMA, page.id, { ifMatch: saved.version });
      saved = await deps.cms.contents.status(PAGES_SCHEMA, page.id, "Draft", { ifMatch: saved.version });
      saved = await deps.cms.contents.update(PAGES_SCHEMA, page.id, page.data, { ifMatch: saved.version });
    } else saved = await deps.cms.contents.status(PAGES_SCHEMA, page.id, target, { ifMatch: saved.version });
  } catch (error) {
    return writeRefusal(error);
  }
  recordEdit(deps.db, { contentId: page.id, version: saved.version, userId: deps.user.id });
  return { ok: true, location: done };
}
