import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";

/**
 * Sort keys: what a sort on a data field walks in order instead of reading every item's JSON.
 * A key is one JSON path of one schema in one view (`published`: the item's data; `editing`: a
 * draft's data where the item has one, else its data); `content_sort` holds each item's value for
 * it as `json_extract` gives it (null where the item lacks it), so walking `content_sort_walk`
 * yields exactly the order of `ORDER BY json_extract(c.data, path)`.
 *
 * A key is made the first time its path is sorted on, in one transaction with its values, and kept
 * in step with every write of the schema's items from then on (`keepSortKeys`, beside the write);
 * an item's values go with it (foreign key cascade). Keys are never dropped while the schema
 * exists, so a key once seen stays complete for every later read.
 */

export type SortView = "published" | "editing";

const VIEWS: Record<SortView, 0 | 1> = { published: 0, editing: 1 };

/**
 * The most keys a schema holds (both views of a path count twice): past it, a sort on another
 * path reads each item's JSON as before, so a client sorting on many paths cannot grow the
 * store and every write without bound.
 */
export const MAX_SORT_KEYS = 32;

/** The data a view of row `x` (contents) with draft `d` (content_drafts, outer-joined) reads. */
const VIEW_DATA = "CASE ? WHEN 1 THEN coalesce(d.data, x.data) ELSE x.data END";

/**
 * The key of `path` (a JSON path as `json_extract` takes it) of schema `schemaId` in `view`, made
 * and filled when missing; undefined when the schema already holds `MAX_SORT_KEYS` keys.
 */
export function sortKey(db: DatabaseSync, schemaId: string, path: string, view: SortView): number | undefined {
  const find = () =>
    (
      prepared(db, "SELECT id FROM content_sort_keys WHERE schema_id = ? AND path = ? AND view = ?").get(schemaId, path, VIEWS[view]) as
        { id: number } | undefined
    )?.id;
  const found = find();
  if (found !== undefined) return found;
  const make = (): number | undefined => {
    // Another connection may have made it since the look above.
    const made = find();
    if (made !== undefined) return made;
    const { n } = prepared(db, "SELECT count(*) AS n FROM content_sort_keys WHERE schema_id = ?").get(schemaId) as { n: number };
    if (n >= MAX_SORT_KEYS) return undefined;
    const id = Number(prepared(db, "INSERT INTO content_sort_keys (schema_id, path, view) VALUES (?, ?, ?)").run(schemaId, path, VIEWS[view]).lastInsertRowid);
    prepared(
      db,
      `INSERT INTO content_sort (content_id, key_id, value) SELECT x.id, ?, json_extract(${VIEW_DATA}, ?) ` +
        "FROM contents x LEFT JOIN content_drafts d ON d.content_id = x.id WHERE x.schema_id = ?",
    ).run(id, VIEWS[view], path, schemaId);
    return id;
  };
  return db.isTransaction ? make() : transaction(db, make);
}

/**
 * Writes item `id`'s values for every key of its schema from its data and draft data (JSON text;
 * `draftData` null when it has no draft). Call inside the write's transaction, after the item's row.
 */
export function keepSortKeys(db: DatabaseSync, schemaId: string, id: string, data: string, draftData: string | null): void {
  prepared(
    db,
    "INSERT OR REPLACE INTO content_sort (content_id, key_id, value) " +
      "SELECT ?, k.id, json_extract(CASE k.view WHEN 1 THEN coalesce(?, ?) ELSE ? END, k.path) FROM content_sort_keys k WHERE k.schema_id = ?",
  ).run(id, draftData, data, data, schemaId);
}

/**
 * The ids of one page in the order of key `s.key_id` (bound first) and `orderSql`, over `source`
 * (the row `c`) where `whereSql` holds; LIMIT and OFFSET are bound last. The key drives the join:
 * without statistics the planner drove published reads from the status index and sorted every
 * item instead (measured 7 against 0.7 ms for 5,035).
 */
export const walkSql = (source: string, whereSql: string, orderSql: string): string =>
  `SELECT c.id FROM content_sort s CROSS JOIN ${source} WHERE s.key_id = ? AND c.id = s.content_id AND ${whereSql} ORDER BY ${orderSql} LIMIT ? OFFSET ?`;
