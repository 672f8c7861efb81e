import type { SQLInputValue } from "node:sqlite";
import type { ServiceContext } from "../context.ts";
import { badRequest } from "../errors.ts";
import type { AssetRecord } from "../types.ts";
import { parseAssetFilter, parseAssetOrderBy } from "./asset-filter.ts";
import { selectAssets } from "./store.ts";
import { prepared } from "../../base/prepared.ts";

/** Page size default and ceiling, as in Squidex. */
const MAX_ASSETS_PAGE = 200;

/** Caller-facing list options; `$`-keys arrive already decoded by URLSearchParams. */
export interface AssetQuery {
  top?: number;
  skip?: number;
  filter?: string;
  orderby?: string;
  ids?: string[];
  parentId?: string;
  noTotal?: boolean;
}

/** Reads `$top`, `$skip`, `$filter`, `$orderby`, `ids`, `parentId` from a URL; 400 for bad numbers. */
export function assetQueryFromUrl(url: URL): AssetQuery {
  const p = url.searchParams;
  const int = (name: string) => {
    const raw = p.get(name);
    if (raw === null || raw === "") return undefined;
    if (!/^\d{1,9}$/.test(raw)) throw badRequest(`${name} must be a non-negative integer.`);
    return Number(raw);
  };
  const ids = p.get("ids");
  return {
    top: int("$top"),
    skip: int("$skip"),
    filter: p.get("$filter") ?? undefined,
    orderby: p.get("$orderby") ?? undefined,
    ids: ids
      ? ids
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean)
      : undefined,
    parentId: p.get("parentId") ?? p.get("ParentId") ?? undefined,
  };
}

/** One page of assets plus the total matching count (-1 when `noTotal`, as Squidex reports it). */
export function listAssets(ctx: ServiceContext, query: AssetQuery): { total: number; items: AssetRecord[] } {
  const conditions: string[] = [];
  const params: SQLInputValue[] = [];
  if (query.filter?.trim()) {
    const filter = parseAssetFilter(query.filter);
    conditions.push(filter.sql);
    params.push(...filter.params);
  }
  if (query.ids?.length) {
    conditions.push(`id IN (${query.ids.map(() => "?").join(", ")})`);
    params.push(...query.ids);
  }
  if (query.parentId) {
    conditions.push("parent_id = ?");
    params.push(query.parentId);
  }
  const where = conditions.join(" AND ");
  const top = Math.min(query.top ?? MAX_ASSETS_PAGE, MAX_ASSETS_PAGE);
  const skip = query.skip ?? 0;
  const items = selectAssets(ctx, where, [...params, top, skip], `ORDER BY ${parseAssetOrderBy(query.orderby ?? null)} LIMIT ? OFFSET ?`);
  let total = -1;
  if (!query.noTotal) {
    const row = prepared(ctx.db, `SELECT COUNT(*) AS n FROM assets${where ? ` WHERE ${where}` : ""}`).get(...params) as { n: number };
    total = Number(row.n);
  }
  return { total, items };
}
