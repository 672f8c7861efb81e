import type { AppLanguage, SchemaRecord } from "../types.ts";
import type { ParsedQuery } from "../query/ast.ts";
import { queryError } from "../query/errors.ts";
import { parseODataFilter, parseODataOrderBy } from "../query/odata.ts";
import { parseJsonQuery } from "../query/json-query.ts";

function count(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  if (!/^\s*\d{1,15}\s*$/.test(raw)) throw queryError(`'${name}' must be a non-negative integer.`);
  return Number(raw);
}

/** Comma-separated ids, trimmed, without empties. */
export function parseIds(raw: string | null | undefined): string[] | undefined {
  if (!raw) return undefined;
  const ids = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return ids.length ? ids : undefined;
}

/**
 * The content query of a query string: `q` (JSON) wins over the OData parameters, as in Squidex.
 * Keys are already percent-decoded (`%24top` is `$top`). Throws a 400 query error when malformed.
 */
export function parseUrlQuery(params: URLSearchParams, schema: SchemaRecord, languages: AppLanguage[], ids?: string[]): ParsedQuery {
  const idList = ids ?? parseIds(params.get("ids"));
  const q = params.get("q");
  if (q !== null && q.trim() !== "") return { ...parseJsonQuery(q, schema, languages), ids: idList };
  const filter = params.get("$filter");
  const orderby = params.get("$orderby");
  const search = params.get("$search");
  return {
    filter: filter ? parseODataFilter(filter, schema, languages) : undefined,
    sort: orderby ? parseODataOrderBy(orderby, schema, languages) : [],
    top: count(params, "$top"),
    skip: count(params, "$skip"),
    search: search || undefined,
    ids: idList,
  };
}
