import type { DatabaseSync } from "node:sqlite";
import { LOCALES } from "../../i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import { findUserById } from "../auth/users.ts";
import { editorOf } from "./edits.ts";
import { pageFacts, type PageFacts } from "./page-facts.ts";
import { listPages } from "./page-store.ts";
import { pageTrash, type TrashedPage } from "./trash.ts";

/** The orders of the page list: by title (the home page first) or by the last change (newest first). */
export const PAGE_SORTS = ["title", "changed"] as const;
export type PageSort = (typeof PAGE_SORTS)[number];

/** A page of the list: its facts and who made its current version. */
export interface PageRow extends PageFacts {
  /** A name or e-mail address when one of our users made the change, else the content service's id. */
  editor: { name: string; user: boolean } | undefined;
}

/** A deleted page that can still be restored, with the name or e-mail address of who deleted it. */
export interface TrashRow extends TrashedPage {
  deletedByName: string | undefined;
}

/** The page list: the pages shown, how many there are in all, and the deleted pages that can still be restored. */
export interface PageList {
  rows: PageRow[];
  total: number;
  trash: TrashRow[];
}

const collator = new Intl.Collator("de", { sensitivity: "base", numeric: true });
const time = (row: PageRow) => (row.lastModified ? Date.parse(row.lastModified) || 0 : 0);

/** Whether `row` matches the search `q`: a title or slug in either language contains it (case-insensitive). */
function matches(row: PageRow, q: string): boolean {
  const needle = q.toLocaleLowerCase("de");
  return LOCALES.some((lang) => `${row.langs[lang].title}\n${row.langs[lang].slug ?? ""}`.toLocaleLowerCase("de").includes(needle));
}

/**
 * Every page (drafts included) as the page list shows it, sorted by `sort` and narrowed to those
 * matching `q`, with the restorable deleted pages. `liveSince` is when the live build began
 * (see `pageState`).
 */
export async function pageList(
  deps: { cms: CmsClient; db: DatabaseSync; now?: () => number },
  options: { sort: PageSort; q: string; liveSince: number | undefined },
): Promise<PageList> {
  const items = await listPages(deps.cms);
  const all = items.map((item): PageRow => ({ ...pageFacts(item, options.liveSince), editor: editorOf(deps.db, item.id, item.version, item.lastModifiedBy) }));
  const rows = options.q ? all.filter((row) => matches(row, options.q)) : all;
  rows.sort((a, b) =>
    options.sort === "changed"
      ? time(b) - time(a) || collator.compare(a.langs.de.title, b.langs.de.title)
      : Number(b.home) - Number(a.home) || collator.compare(a.langs.de.title, b.langs.de.title) || a.id.localeCompare(b.id),
  );
  const trash = pageTrash(deps.db, deps.now)
    .list()
    .map((entry): TrashRow => {
      const user = findUserById(deps.db, entry.deletedBy);
      return { ...entry, deletedByName: user ? user.name || user.email : undefined };
    });
  return { rows, total: all.length, trash };
}
