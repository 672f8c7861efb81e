import * as v from "valibot";
import { LOCALES, type Lang } from "../../i18n/locales.ts";
import { localized, text } from "../content/localized.ts";
import { BlockTreeSchema } from "../tree/block.ts";
import { copyBlock } from "../tree/copy-block.ts";
import { pageSlug } from "../site/pages.ts";
import { recordEdit } from "./edits.ts";
import { formRefusal, type ActionResult, type PageAdminDeps } from "./outcome.ts";
import { TITLE_MAX_LENGTH } from "./page-forms.ts";
import { getPage, listPages, PAGES_SCHEMA, upstream } from "./page-store.ts";
import { freeSlug } from "./slug-rules.ts";
import { withSlugs } from "./with-slugs.ts";

/** What a copy's title and slug get in each content language. */
const COPY: Record<Lang, { title: string; slug: string }> = { de: { title: "Kopie", slug: "kopie" }, en: { title: "copy", slug: "copy" } };

/** `title (Kopie)`, shortened so that it stays within the title's length limit. */
export function copyTitle(title: string, lang: Lang): string {
  const suffix = ` (${COPY[lang].title})`;
  return `${title.slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Copies page `id` as a new draft: every field, the block tree with fresh block ids (the tree
 * operations' `copyBlock`), the titles marked as a copy and slugs no page has (`ueber-uns-kopie`,
 * `about-copy`, then `-2` …). Refused when the page is gone (404) or its block tree cannot be read
 * (422). The answer leads to the copy's details.
 */
export async function duplicatePage(deps: PageAdminDeps, input: { id: string }): Promise<ActionResult> {
  const page = await getPage(deps.cms, input.id);
  if (!page) return formRefusal("gone");
  const tree = v.safeParse(v.optional(BlockTreeSchema, []), localized(page.data, "blocks", "de") ?? undefined);
  if (!tree.success) return formRefusal("blocks");
  const pages = await listPages(deps.cms);
  const slugs = Object.fromEntries(LOCALES.map((lang) => [lang, freeSlug(pageSlug(page, lang) ?? "", COPY[lang].slug, lang, pages)]));
  const data = withSlugs(page.data, slugs);
  data.title = Object.fromEntries(LOCALES.map((lang) => [lang, copyTitle(text(page.data, "title", lang) || page.id, lang)]));
  data.blocks = { iv: tree.output.map((block) => copyBlock(block)) };
  let created: { id: string; version: number };
  try {
    created = await deps.cms.contents.create(PAGES_SCHEMA, data, { publish: false });
  } catch (error) {
    return upstream(error);
  }
  recordEdit(deps.db, { contentId: created.id, version: created.version, userId: deps.user.id });
  return { ok: true, location: `/manage/pages/${encodeURIComponent(created.id)}?done=duplicated` };
}
