import type { SQLInputValue } from "node:sqlite";
import type { ServiceContext } from "../context.ts";
import type { ContentRecord, SchemaRecord } from "../types.ts";
import type { ParsedQuery } from "../query/ast.ts";
import { compileFilter, compileSort } from "../query/compile-sql.ts";
import { prepared } from "../../base/prepared.ts";
import { fromRow, type ContentRow } from "./rows.ts";

/** Default and largest page size, as Squidex's `contents.defaultPageSize` / `maxResults`. */
export const MAX_PAGE_SIZE = 200;

export interface QueryOptions {
  unpublished: boolean;
  noTotal?: boolean;
  noSlowTotal?: boolean;
}

/** Runs a parsed query; see `queryContents` for the contract. */
export function runQuery(ctx: ServiceContext, schema: SchemaRecord, query: ParsedQuery, opts: QueryOptions): { total: number; items: ContentRecord[] } {
  const page = selectPage<ContentRow>(ctx, schema, query, opts, { sql: "c.*" });
  return { total: page.total, items: page.rows.map((row) => fromRow(row, schema)) };
}

/**
 * The columns a page selects: SQL built from fixed fragments only, over the `contents` row aliased
 * `c`; with `arrays`, each row comes as an array of the values in column order (cheaper to build).
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
    where.push("bk_contains(c.data, ?) = 1");
    params.push(query.search);
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
  const statement = prepared(ctx.db, `SELECT ${columns.sql} FROM contents c WHERE ${whereSql} ORDER BY ${sortSql} LIMIT ? OFFSET ?`);
  // Set on every call: the statement is shared by everything that runs the same SQL.
  statement.setReturnArrays(columns.arrays ?? false);
  const rows = statement.all(...params, ...sortParams, top, skip) as unknown as R[];
  let total: number;
  if (opts.noTotal || (opts.noSlowTotal && (query.filter || query.search))) {
    total = rows.length >= top || skip > 0 ? -1 : rows.length;
  } else if (skip === 0 && rows.length < top) {
    total = rows.length;
  } else {
    total = (prepared(ctx.db, `SELECT count(*) AS n FROM contents c WHERE ${whereSql}`).get(...params) as { n: number }).n;
  }
  return { total, rows };
}

/**
 * One content item of `schema`, or undefined when missing, in another schema, or not `Published`
 * while `unpublished` is false. With `version`, that historical version (its status and data).
 */
export function findById(ctx: ServiceContext, schema: SchemaRecord, id: string, opts: { unpublished: boolean; version?: number }): ContentRecord | undefined {
  const row = prepared(ctx.db, "SELECT * FROM contents WHERE id = ? AND schema_id = ?").get(id, schema.id) as unknown as ContentRow | undefined;
  if (!row) return undefined;
  if (opts.version !== undefined && opts.version !== row.version) {
    const old = prepared(ctx.db, "SELECT status, data FROM content_versions WHERE content_id = ? AND version = ?").get(id, opts.version) as
      { status: string; data: string } | undefined;
    if (!old) return undefined;
    row.status = old.status;
    row.data = old.data;
    row.version = opts.version;
  }
  if (!opts.unpublished && row.status !== "Published") return undefined;
  return fromRow(row, schema);
}
