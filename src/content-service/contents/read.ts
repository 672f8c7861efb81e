import type { SQLInputValue } from "node:sqlite";
import type { ServiceContext } from "../context.ts";
import type { ContentRecord, SchemaRecord } from "../types.ts";
import type { ParsedQuery } from "../query/ast.ts";
import { compileFilter, compileSort, jsonPath, type SqlFragment } from "../query/compile-sql.ts";
import { prepared } from "../../base/prepared.ts";
import { fromRow, type ContentRow } from "./rows.ts";
import { searchCondition } from "./indexes.ts";
import { sortKey, walkSql } from "./sort-keys.ts";
import { editingView, publishedView } from "./state.ts";
import { findState, findStateAt } from "./store.ts";

/** Default and largest page size, as Squidex's `contents.defaultPageSize` / `maxResults`. */
const MAX_PAGE_SIZE = 200;

const COLUMNS = "x.id, x.schema_id, x.status, x.version, x.created, x.created_by, x.last_modified, x.last_modified_by";

/**
 * What queries read as the row `c`, per scope (as Squidex's published and complete collections):
 * published-only readers the published data and no `new_status`; readers of unpublished content
 * a draft's data and status where a published item has one. SQLite flattens either subquery into
 * the query, so both use the `contents` indexes as a plain `FROM contents` would.
 */
export const SOURCES = {
  published: `(SELECT ${COLUMNS}, NULL AS new_status, x.data FROM contents x) c`,
  unpublished: `(SELECT ${COLUMNS}, d.status AS new_status, coalesce(d.data, x.data) AS data FROM contents x LEFT JOIN content_drafts d ON d.content_id = x.id) c`,
};

export interface QueryOptions {
  unpublished: boolean;
  noTotal?: boolean;
  noSlowTotal?: boolean;
}

/**
 * How a sort whose first term is a data field walks that field's sort key (`s`, of the view the
 * scope reads): the key and the ORDER BY over `s` and `c`; undefined when the sort starts with a
 * meta field, the query has a filter, or the schema holds no more keys.
 */
function sortKeyWalk(ctx: ServiceContext, schema: SchemaRecord, query: ParsedQuery, unpublished: boolean): (SqlFragment & { key: number }) | undefined {
  const [first, ...rest] = query.sort;
  // A filter reads each item's JSON anyway and may match few: sorting its matches costs less than
  // walking every item's key to test each (measured 8 against 14 ms for none of 5,035).
  if (first?.path.kind !== "data" || query.filter) return undefined;
  const key = sortKey(ctx.db, schema.id, jsonPath(first.path), unpublished ? "editing" : "published");
  if (key === undefined) return undefined;
  const tail = compileSort(rest);
  return { key, sql: `s.value ${first.order === "desc" ? "DESC" : "ASC"}, ${tail.sql}`, params: tail.params };
}

/** Runs a parsed query; see `queryContents` for the contract. */
export function runQuery(ctx: ServiceContext, schema: SchemaRecord, query: ParsedQuery, opts: QueryOptions): { total: number; items: ContentRecord[] } {
  const page = selectPage<ContentRow>(ctx, schema, query, opts, { sql: "c.*" });
  return { total: page.total, items: page.rows.map((row) => fromRow(row, schema)) };
}

/**
 * The columns a page selects: SQL built from fixed fragments only, over the row `c` (the columns of
 * `contents` plus `new_status`, with `data` as the scope shows it); with `arrays`, each row comes as
 * an array of the values in column order (cheaper to build).
 */
export interface Columns {
  sql: string;
  arrays?: boolean;
}

/** The rows and `total` of a parsed query, selecting `columns`. `total` is counted only when the page cannot tell it. */
export function selectPage<R>(
  ctx: ServiceContext,
  schema: SchemaRecord,
  query: ParsedQuery,
  opts: QueryOptions,
  columns: Columns,
): { total: number; rows: R[] } {
  const where: string[] = ["c.schema_id = ?"];
  const params: SQLInputValue[] = [schema.id];
  if (!opts.unpublished) where.push("c.status = 'Published'");
  if (query.ids) {
    where.push("c.id IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(query.ids));
  }
  if (query.filter) {
    const f = compileFilter(query.filter);
    where.push(f.sql);
    params.push(...f.params);
  }
  if (query.search) {
    const s = searchCondition(query.search);
    where.push(s.sql);
    params.push(...s.params);
  }
  const fallbackTop = query.ids ? query.ids.length : MAX_PAGE_SIZE;
  const top = Math.max(0, Math.min(query.top ?? fallbackTop, MAX_PAGE_SIZE));
  const skip = Math.max(0, Math.min(query.skip ?? 0, Number.MAX_SAFE_INTEGER));
  const whereSql = where.join(" AND ");

  let sortSql: string;
  const sortParams: SQLInputValue[] = [];
  if (query.ids && query.sort.length === 0) {
    // Squidex returns `ids` queries in the order of the ids.
    sortSql = "(SELECT key FROM json_each(?) WHERE value = c.id LIMIT 1) ASC, c.id ASC";
    sortParams.push(JSON.stringify(query.ids));
  } else {
    const sort = query.sort.length ? query.sort : [{ path: { kind: "meta" as const, name: "lastModified" as const }, order: "desc" as const }];
    const s = compileSort(sort);
    sortSql = s.sql;
    sortParams.push(...s.params);
  }
  const source = opts.unpublished ? SOURCES.unpublished : SOURCES.published;
  const pageSql = (idsSql: string) => `SELECT ${columns.sql} FROM ${source} WHERE c.id IN (${idsSql}) ORDER BY ${sortSql}`;
  const walk = sortKeyWalk(ctx, schema, query, opts.unpublished);
  let sql: string;
  let args: SQLInputValue[];
  if (walk) {
    // The first sort key walked in order through its index, the rest sorted among equal values:
    // the walk stops after the page. The page's rows are read after (and sorted again, 25 of them).
    sql = pageSql(walkSql(source, whereSql, walk.sql));
    args = [walk.key, ...params, ...walk.params, top, skip, ...sortParams];
  } else if (query.sort.some((s) => s.path.kind === "data")) {
    // A sort on a data field without a key sorts every match: it sorts their ids alone, then reads
    // the page's rows, so the sorter never carries each item's JSON.
    sql = pageSql(`SELECT c.id FROM ${source} WHERE ${whereSql} ORDER BY ${sortSql} LIMIT ? OFFSET ?`);
    args = [...params, ...sortParams, top, skip, ...sortParams];
  } else {
    sql = `SELECT ${columns.sql} FROM ${source} WHERE ${whereSql} ORDER BY ${sortSql} LIMIT ? OFFSET ?`;
    args = [...params, ...sortParams, top, skip];
  }
  const statement = prepared(ctx.db, sql);
  // Set on every call: the statement is shared by everything that runs the same SQL.
  statement.setReturnArrays(columns.arrays ?? false);
  const rows = statement.all(...args) as unknown as R[];
  let total: number;
  if (opts.noTotal || (opts.noSlowTotal && (query.filter || query.search))) {
    total = rows.length >= top || skip > 0 ? -1 : rows.length;
  } else if (skip === 0 && rows.length < top) {
    total = rows.length;
  } else {
    total = (prepared(ctx.db, `SELECT count(*) AS n FROM ${source} WHERE ${whereSql}`).get(...params) as { n: number }).n;
  }
  return { total, rows };
}

/**
 * One content item of `schema`, or undefined when missing, in another schema, or not `Published`
 * while `unpublished` is false. With `unpublished` the editing view (a draft's data and
 * `newStatus`), else the published view. With `version`, the item as it was at that version.
 */
export function findById(ctx: ServiceContext, schema: SchemaRecord, id: string, opts: { unpublished: boolean; version?: number }): ContentRecord | undefined {
  const state = opts.version === undefined ? findState(ctx, schema, id) : findStateAt(ctx, schema, id, opts.version);
  if (!state) return undefined;
  if (opts.unpublished) return editingView(state);
  return state.current.status === "Published" ? publishedView(state) : undefined;
}
