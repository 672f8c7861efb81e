import type { Lang } from "../../i18n/locales.ts";
import type { Content } from "../cms/responses.ts";
import { recordEdit } from "./edits.ts";
import { goLiveProblems } from "./go-live.ts";
import { loadAt, writeRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { PAGES_SCHEMA } from "./page-store.ts";

/** A publish, or taking a page back to a draft. */
export interface PublishInput {
  id: string;
  /** The version the editor saw: a newer one refuses the publish (409 `stale`). */
  version: number;
  publish: boolean;
  /** Publishing only: the block tree to publish in place of the page's newest one (the builder's unsaved work), saved on the way. */
  blocks?: unknown[];
  /** The language of the problems' messages. */
  lang?: Lang;
}

/**
 * Publishes page `id` (`publish: true`) or takes it back to a draft (`false`) through the content
 * service's status, which fires its content event and so the publishing loop. Before publishing,
 * the page (with `blocks` when given) must pass `goLiveProblems`: each slug allowed and free, the
 * content complete in every language (else 400/409 with the slug problems and `issues`). Refused,
 * with nothing changed, when the page is gone (404) or changed since `version` (409 `stale`). Every
 * version made is recorded for the editor, those on the way to the last as steps of one entry.
 */
export async function publishPage(deps: PageAdminDeps, input: PublishInput): Promise<ActionResult> {
  const loaded = await loadAt(deps, input.id, input.version);
  if ("refusal" in loaded) return loaded.refusal;
  const { page } = loaded;
  const done = `/manage/pages/${encodeURIComponent(page.id)}?done=${input.publish ? "published" : "unpublished"}`;
  const target = input.publish ? "Published" : "Draft";
  const data = input.publish && input.blocks ? { ...page.data, blocks: { iv: input.blocks } } : undefined;
  const current = { version: page.version, status: page.status, ...(page.newStatus ? { newStatus: page.newStatus } : {}) };
  if (!data && page.status === target && !page.newStatus) return { ok: true, location: done, saved: current };
  if (input.publish) {
    if (!deps.checkContent) throw new Error("publishing a page needs the site's content check");
    const problems = await goLiveProblems(deps.cms, deps.checkContent, page, input.lang ?? "de", data);
    if (problems) {
      const taken = Object.values(problems.slugs).some((problem) => problem.code === "taken");
      return { ok: false, status: taken ? 409 : 400, fields: problems.slugs, issues: problems.content };
    }
  }
  const made: Content[] = [];
  const step = async (write: (version: number) => Promise<Content>) => {
    made.push(await write(made.at(-1)?.version ?? page.version));
  };
  // What was made stays made, also before a failure: recorded, the last one as an entry.
  const record = () =>
    made.forEach((item, i) => recordEdit(deps.db, { contentId: page.id, version: item.version, userId: deps.user.id, step: i < made.length - 1 }));
  try {
    if (data && page.status === "Published" && !page.newStatus) {
      // A published page without a draft takes new data as its published data at once: one version.
      await step((ifMatch) => deps.cms.contents.update(PAGES_SCHEMA, page.id, data, { ifMatch }));
    } else if (input.publish) {
      // The default workflow has no step from Archived to Published: through Draft.
      if (page.status === "Archived") await step((ifMatch) => deps.cms.contents.status(PAGES_SCHEMA, page.id, "Draft", { ifMatch }));
      if (data) await step((ifMatch) => deps.cms.contents.update(PAGES_SCHEMA, page.id, data, { ifMatch }));
      await step((ifMatch) => deps.cms.contents.status(PAGES_SCHEMA, page.id, "Published", { ifMatch }));
    } else if (page.newStatus) {
      // A status change of a published page with a pending draft applies to the draft (Squidex), so
      // the page would stay online: drop the draft, take the page offline, then put the draft's
      // work back as the page's data, so nothing the editor saved is lost.
      await step((ifMatch) => deps.cms.contents.deleteDraft(PAGES_SCHEMA, page.id, { ifMatch }));
      await step((ifMatch) => deps.cms.contents.status(PAGES_SCHEMA, page.id, "Draft", { ifMatch }));
      await step((ifMatch) => deps.cms.contents.update(PAGES_SCHEMA, page.id, page.data, { ifMatch }));
    } else await step((ifMatch) => deps.cms.contents.status(PAGES_SCHEMA, page.id, target, { ifMatch }));
  } catch (error) {
    record();
    return writeRefusal(error);
  }
  record();
  const last = made.at(-1)!;
  const newStatus = typeof last.newStatus === "string" ? last.newStatus : undefined;
  return { ok: true, location: done, saved: { version: last.version, status: last.status, ...(newStatus ? { newStatus } : {}) } };
}
