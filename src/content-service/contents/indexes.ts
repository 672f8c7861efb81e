import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";

/**
 * The search index of content data, kept in step with every write of `contents` and
 * `content_drafts` (store.ts), for the published data (`draft` 0) and a draft's (`draft` 1):
 * `content_search`, a trigram FTS5 index of the data's JSON text lower-cased as `bk_contains`
 * lower-cases it, so a `$search` of 3 or more characters is an index lookup with exactly the
 * matches of the scan (a trigram phrase matches exactly where the text contains it).
 */

/** The text `$search` looks in: what `bk_contains(c.data, …)` compares with. */
const searchText = (data: string): string => data.toLowerCase();

/** The shortest term the trigram index can find; shorter ones scan. */
const MIN_INDEXED_TERM = 3;

/** Indexes `data` (JSON text) as item `id`'s published data or draft, or removes that entry when `data` is null. */
export function indexContent(db: DatabaseSync, id: string, draft: 0 | 1, data: string | null): void {
  const row = prepared(db, "SELECT id FROM content_text WHERE content_id = ? AND draft = ?").get(id, draft) as { id: number } | undefined;
  if (row) prepared(db, "DELETE FROM content_search WHERE rowid = ?").run(row.id);
  if (data === null) {
    if (row) prepared(db, "DELETE FROM content_text WHERE id = ?").run(row.id);
    return;
  }
  const rowId = row ? row.id : Number(prepared(db, "INSERT INTO content_text (content_id, draft) VALUES (?, ?)").run(id, draft).lastInsertRowid);
  prepared(db, "INSERT INTO content_search (rowid, text) VALUES (?, ?)").run(rowId, searchText(data));
}

/** Removes item `id` from the index (before the item itself is deleted). */
export function unindexContent(db: DatabaseSync, id: string): void {
  indexContent(db, id, 0, null);
  indexContent(db, id, 1, null);
}

/**
 * Indexes what is not indexed yet (a store from before the index, or written by an older
 * version), in one transaction.
 */
export function indexMissing(db: DatabaseSync): void {
  const missing = db
    .prepare(
      "SELECT x.id, 0 AS draft, x.data FROM contents x WHERE NOT EXISTS (SELECT 1 FROM content_text t WHERE t.content_id = x.id AND t.draft = 0) " +
        "UNION ALL SELECT d.content_id, 1, d.data FROM content_drafts d WHERE NOT EXISTS (SELECT 1 FROM content_text t WHERE t.content_id = d.content_id AND t.draft = 1)",
    )
    .all() as { id: string; draft: 0 | 1; data: string }[];
  if (missing.length === 0) return;
  transaction(db, () => {
    for (const row of missing) indexContent(db, row.id, row.draft, row.data);
  });
}

/**
 * The condition that row `c` (with `new_status` set where the scope shows a draft) contains
 * `term`, as `bk_contains(c.data, term)`: through the trigram index when the term is long enough.
 */
export function searchCondition(term: string): { sql: string; params: SQLInputValue[] } {
  const needle = searchText(term);
  if ([...needle].length < MIN_INDEXED_TERM) return { sql: "bk_contains(c.data, ?) = 1", params: [term] };
  return {
    sql:
      "(c.id, c.new_status IS NOT NULL) IN " +
      "(SELECT t.content_id, t.draft FROM content_search s JOIN content_text t ON t.id = s.rowid WHERE content_search MATCH ?)",
    params: [`"${needle.replaceAll('"', '""')}"`],
  };
}
