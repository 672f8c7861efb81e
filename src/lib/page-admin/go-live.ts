import type { Lang } from "../../i18n/locales.ts";
import { LOCALES } from "../../i18n/locales.ts";
import type { WriteIssue } from "../cms/write-refusal.ts";
import { pageSlug } from "../site/pages.ts";
import type { FieldProblems } from "./outcome.ts";
import { listPages, type PageItem } from "./page-store.ts";
import type { CmsClient } from "../cms/client.ts";
import { slugCheck } from "./slug-rules.ts";

/**
 * The site's forms over a page's data (every block of its tree against its block type, required
 * fields in every language), messages in `lang`. Injected: the forms live in the blocks layer.
 */
export type ContentCheck = (data: unknown, lang: Lang) => Promise<readonly WriteIssue[]>;

/** Why a page may not go live: its slugs (by field, as the page admin shows them) and its content. */
export interface GoLiveProblems {
  slugs: FieldProblems;
  content: readonly WriteIssue[];
}

/**
 * Whether `page` may go live with `data` (its newest data unless given): every slug one the rules
 * allow and no other page has, in every language (`slugCheck`), and the data passing the site's
 * forms (`check`). The one decision behind every publish: the page admin's and the builder's.
 * Undefined when it may; its problems otherwise.
 */
export async function goLiveProblems(
  cms: CmsClient,
  check: ContentCheck,
  page: PageItem,
  lang: Lang,
  data: PageItem["data"] = page.data,
): Promise<GoLiveProblems | undefined> {
  const [pages, content] = await Promise.all([listPages(cms), check(data, lang)]);
  const slugs: FieldProblems = {};
  for (const l of LOCALES) {
    const slug = pageSlug({ data }, l);
    const problem = slug === undefined ? { code: "invalid" as const } : slugCheck(slug, l, pages, page.id);
    if (problem) slugs[`slug_${l}`] = problem;
  }
  return Object.keys(slugs).length > 0 || content.length > 0 ? { slugs, content } : undefined;
}
