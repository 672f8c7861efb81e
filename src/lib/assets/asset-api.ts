import * as v from "valibot";
import { assetUrl } from "../content/asset-url.ts";
import type { AssetInfo } from "../content/model.ts";
import { metadataFacts } from "../images/asset-metadata.ts";
import { parseOrThrow } from "../parse.ts";

/** Assets per page of the picker's grid. */
export const ASSET_PAGE_SIZE = 24;

const AssetDtoSchema = v.object({
  id: v.string(),
  fileName: v.string(),
  slug: v.nullish(v.string()),
  mimeType: v.string(),
  fileVersion: v.nullish(v.number()),
  metadata: v.nullish(v.record(v.string(), v.unknown())),
});

const AssetListSchema = v.object({ total: v.number(), items: v.array(AssetDtoSchema) });

/** Where the site's proxy reaches the asset API of app `app`. */
export const assetsPath = (app: string) => `/cms/api/apps/${encodeURIComponent(app)}/assets`;

/** An asset as the site's views use it (`AssetInfo`), from one item of the asset API; the URL is the one the site's image views build. */
export function toAssetInfo(app: string, input: unknown): AssetInfo {
  const dto = parseOrThrow(AssetDtoSchema, input, "asset");
  return { id: dto.id, fileName: dto.fileName, mimeType: dto.mimeType, url: assetUrl(app, dto), ...metadataFacts(dto.metadata) };
}

/** What the picker asks for: a file-name search, a page, and whether only images count. */
export interface AssetQuery {
  search?: string;
  /** Zero-based page of `ASSET_PAGE_SIZE` assets. */
  page?: number;
  imagesOnly?: boolean;
}

/** The OData `$filter` of a query (file names containing the search, images only), or `undefined`. */
export function assetFilter({ search, imagesOnly }: Pick<AssetQuery, "search" | "imagesOnly">): string | undefined {
  const parts: string[] = [];
  const text = search?.trim();
  if (text) parts.push(`contains(fileName,'${text.replaceAll("'", "''")}')`);
  if (imagesOnly) parts.push("startswith(mimeType,'image/')");
  return parts.length ? parts.join(" and ") : undefined;
}

async function getList(url: string, app: string, signal?: AbortSignal): Promise<{ total: number; items: AssetInfo[] }> {
  const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store", ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`GET assets: ${response.status}`);
  const list = parseOrThrow(AssetListSchema, await response.json(), "asset list");
  return { total: list.total, items: list.items.map((item) => toAssetInfo(app, item)) };
}

/** One page of the app's assets, newest first, through the proxy (editors only). Throws when the service does not answer with a list. */
export function listAssets(app: string, query: AssetQuery, signal?: AbortSignal): Promise<{ total: number; items: AssetInfo[] }> {
  const params = new URLSearchParams({ $top: String(ASSET_PAGE_SIZE), $skip: String((query.page ?? 0) * ASSET_PAGE_SIZE) });
  const filter = assetFilter(query);
  if (filter) params.set("$filter", filter);
  return getList(`${assetsPath(app)}?${params}`, app, signal);
}

/** The assets with these ids (those that still exist), through the proxy. */
export async function assetsByIds(app: string, ids: readonly string[]): Promise<AssetInfo[]> {
  if (!ids.length) return [];
  const params = new URLSearchParams({ ids: ids.join(","), $top: String(ids.length) });
  return (await getList(`${assetsPath(app)}?${params}`, app)).items;
}
