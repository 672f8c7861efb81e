import type { ServiceContext } from "../context.ts";
import type { ContentRecord, SchemaRecord } from "../types.ts";
import { parseODataFilter, parseODataOrderBy } from "../query/odata.ts";
import type { ParsedQuery } from "../query/ast.ts";
import { runQuery } from "./read.ts";

/** A content query in Squidex's OData terms; `filter` and `orderby` are OData strings. */
export interface ContentQuery {
  top?: number;
  skip?: number;
  filter?: string;
  orderby?: string;
  search?: string;
  ids?: string[];
}

/**
 * Lists contents of `schema`. Throws a 400 SquidexError (`Validation error`, details
 * `Failed to parse query: …`) for a malformed filter/orderby. `top` is clamped to 1…200 (default 200,
 * or the number of ids); without `unpublished` only `Published` items match. With `noTotal`, `total`
 * is -1 when it would need a count.
 */
export function queryContents(
  ctx: ServiceContext,
  schema: SchemaRecord,
  query: ContentQuery,
  opts: { unpublished: boolean; noTotal?: boolean },
): { total: number; items: ContentRecord[] } {
  const parsed: ParsedQuery = {
    filter: query.filter ? parseODataFilter(query.filter, schema, ctx.options.languages) : undefined,
    sort: query.orderby ? parseODataOrderBy(query.orderby, schema, ctx.options.languages) : [],
    top: query.top,
    skip: query.skip,
    search: query.search,
    ids: query.ids,
  };
  return runQuery(ctx, schema, parsed, opts);
}
