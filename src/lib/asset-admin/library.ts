import { ASSET_PAGE_SIZE, assetFilter, toAssetInfo } from "../assets/asset-api.ts";
import type { CmsClient } from "../cms/client.ts";
import type { AssetDto, AssetFolderDto } from "../cms/responses.ts";
import type { AssetInfo } from "../content/model.ts";

/** Squidex's id of the root folder. */
export const ROOT_FOLDER = "00000000-0000-0000-0000-000000000000";

/** An asset or folder id as the library's forms and addresses carry it. */
export const ASSET_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** The library at `folder` (the root without one, or for the root's id), with further query parameters. */
export function libraryHref(folder: string | undefined, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...(folder && folder !== ROOT_FOLDER ? { folder } : {}), ...params }).toString();
  return `/manage/squidex-assets${query ? `?${query}` : ""}`;
}

/** An asset's own page. */
export const assetHref = (id: string) => `/manage/squidex-assets/${encodeURIComponent(id)}`;

/** An asset as the admin lists and shows it. */
export interface LibraryAsset extends AssetInfo {
  parentId: string;
  fileSize: number | undefined;
  version: number | undefined;
  lastModified: string | undefined;
}

export function toLibraryAsset(app: string, dto: AssetDto): LibraryAsset {
  return {
    ...toAssetInfo(app, dto),
    parentId: dto.parentId ?? ROOT_FOLDER,
    fileSize: dto.fileSize,
    version: dto.version,
    lastModified: dto.lastModified,
  };
}

/** What the library shows: a folder (the root without one), a file-name search (across all folders) and a page. */
export interface LibraryQuery {
  folder: string | undefined;
  q: string;
  /** Zero-based. */
  page: number;
}

export interface Library {
  assets: LibraryAsset[];
  total: number;
  pages: number;
  /** The folders inside the current one (none while searching). */
  folders: AssetFolderDto[];
  /** From the root down to the current folder, itself included. */
  path: AssetFolderDto[];
}

/**
 * One page of the library through the content client: the current folder's assets (or, with a
 * search, the matching assets of every folder), newest change first, `ASSET_PAGE_SIZE` a page —
 * the picker's page size and file-name filter — and the folders in it with the path to it.
 */
export async function readLibrary(cms: CmsClient, query: LibraryQuery): Promise<Library> {
  const params = new URLSearchParams({ $top: String(ASSET_PAGE_SIZE), $skip: String(query.page * ASSET_PAGE_SIZE), $orderby: "lastModified desc" });
  const filter = assetFilter({ search: query.q });
  if (filter) params.set("$filter", filter);
  else params.set("parentId", query.folder ?? ROOT_FOLDER);
  const [list, folders] = await Promise.all([cms.assets.list(params), cms.assets.folders.list(query.folder)]);
  return {
    assets: list.items.map((dto) => toLibraryAsset(cms.app, dto)),
    total: list.total,
    pages: Math.max(1, Math.ceil(list.total / ASSET_PAGE_SIZE)),
    folders: filter ? [] : folders.items,
    path: folders.path,
  };
}

/** Every folder, depth-first with its depth, for "move into" choices (at most `limit` folders). */
export async function allFolders(cms: CmsClient, limit = 200): Promise<{ folder: AssetFolderDto; depth: number }[]> {
  const out: { folder: AssetFolderDto; depth: number }[] = [];
  const walk = async (parentId: string | undefined, depth: number): Promise<void> => {
    if (depth > 10) return;
    for (const folder of (await cms.assets.folders.list(parentId)).items) {
      if (out.length >= limit) return;
      out.push({ folder, depth });
      await walk(folder.id, depth + 1);
    }
  };
  await walk(undefined, 0);
  return out;
}

/** What a folder holds directly: its sub-folders and its assets (each counted, not listed). */
export interface FolderContents {
  folders: number;
  assets: number;
}

/** What folder `id` holds, and the folder it sits in (ROOT_FOLDER at the top); a CmsError 404 when it does not exist. */
export async function folderContents(cms: CmsClient, id: string): Promise<FolderContents & { parentId: string }> {
  // One after the other: an unknown folder ends it before the second call.
  const folders = await cms.assets.folders.list(id);
  const assets = await cms.assets.list(new URLSearchParams({ parentId: id, $top: "1" }));
  return { folders: folders.items.length, assets: assets.total, parentId: folders.path.at(-1)?.parentId ?? ROOT_FOLDER };
}
