import type { ServiceContext } from "../context.ts";
import { storedNow } from "../dates.ts";
import { badRequest, notFound, validationError } from "../errors.ts";
import { actor, can } from "../permissions.ts";
import type { Caller } from "../types.ts";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";
import { isSafeAssetId } from "./files.ts";
import { ROOT_FOLDER } from "./store.ts";

/** One asset folder, as the service keeps it. */
export interface FolderRecord {
  id: string;
  parentId: string;
  folderName: string;
  version: number;
}

interface FolderRow {
  id: string;
  parent_id: string;
  folder_name: string;
  version: number;
}

const fromRow = (row: FolderRow): FolderRecord => ({ id: row.id, parentId: row.parent_id, folderName: row.folder_name, version: Number(row.version) });

/** Deepest folder nesting followed when a breadcrumb is built (a guard against a cycle in bad data). */
const MAX_DEPTH = 50;

export function getFolder(ctx: ServiceContext, id: string): FolderRecord | undefined {
  const row = prepared(ctx.db, "SELECT id, parent_id, folder_name, version FROM asset_folders WHERE id = ?").get(id) as FolderRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** The folders directly inside `parentId` (the root when empty), by name. */
export function listFolders(ctx: ServiceContext, parentId: string): FolderRecord[] {
  const rows = prepared(
    ctx.db,
    "SELECT id, parent_id, folder_name, version FROM asset_folders WHERE parent_id = ? ORDER BY folder_name COLLATE NOCASE, id",
  ).all(parentId || ROOT_FOLDER) as unknown as FolderRow[];
  return rows.map(fromRow);
}

/** The folders from the root down to `id` itself (empty for the root); 404 for an unknown folder. */
export function folderPath(ctx: ServiceContext, id: string): FolderRecord[] {
  const path: FolderRecord[] = [];
  let current = id;
  while (current && current !== ROOT_FOLDER && path.length < MAX_DEPTH) {
    const folder = getFolder(ctx, current);
    if (!folder) throw notFound();
    path.unshift(folder);
    current = folder.parentId;
  }
  return path;
}

/** The parent a write names: the root for empty or the root id, else an existing folder (400 otherwise, as Squidex answers). */
export function checkedParent(ctx: ServiceContext, parentId: unknown): string {
  if (parentId === undefined || parentId === null || parentId === "" || parentId === ROOT_FOLDER) return ROOT_FOLDER;
  if (typeof parentId !== "string" || !isSafeAssetId(parentId) || !getFolder(ctx, parentId)) throw badRequest("Asset folder does not exist.");
  return parentId;
}

/** A folder name from a request body: a non-empty string of at most 200 characters, trimmed. */
export function folderName(value: unknown): string {
  if (typeof value !== "string" || !value.trim()) throw validationError(["folderName: Folder name is required."]);
  const name = value.trim();
  if (name.length > 200) throw validationError(["folderName: Folder name must not have more than 200 characters."]);
  return name;
}

export function createFolder(ctx: ServiceContext, caller: Caller, name: string, parentId: string): FolderRecord {
  const now = storedNow(ctx.options.now);
  const by = actor(caller);
  const folder: FolderRecord = { id: crypto.randomUUID(), parentId, folderName: name, version: 0 };
  prepared(
    ctx.db,
    "INSERT INTO asset_folders (id, parent_id, folder_name, version, created, created_by, last_modified, last_modified_by) VALUES (?, ?, ?, 0, ?, ?, ?, ?)",
  ).run(folder.id, parentId, name, now, by, now, by);
  return folder;
}

/** Renames a folder (a new version); 404 when it does not exist. */
export function renameFolder(ctx: ServiceContext, caller: Caller, id: string, name: string): FolderRecord {
  const folder = getFolder(ctx, id);
  if (!folder) throw notFound();
  if (folder.folderName === name) return folder;
  prepared(ctx.db, "UPDATE asset_folders SET folder_name = ?, version = version + 1, last_modified = ?, last_modified_by = ? WHERE id = ?").run(
    name,
    storedNow(ctx.options.now),
    actor(caller),
    id,
  );
  return { ...folder, folderName: name, version: folder.version + 1 };
}

/**
 * Deletes a folder with everything in it, as Squidex does (its RecursiveDeleter removes the child
 * folders and assets of a deleted folder, without asking whether content mentions them): the
 * folder rows and asset rows go in one transaction; the ids of the deleted assets are returned so
 * the caller can remove their files after it. 404 for an unknown folder (the root has no row).
 */
export function deleteFolder(ctx: ServiceContext, id: string): string[] {
  return transaction(ctx.db, () => {
    if (!getFolder(ctx, id)) throw notFound();
    const folders = [id];
    // Breadth first; the depth guard also stops a cycle in bad data.
    for (let level = [id], depth = 0; level.length && depth < MAX_DEPTH; depth++) {
      level = level.flatMap((parent) => listFolders(ctx, parent).map((f) => f.id)).filter((f) => !folders.includes(f));
      folders.push(...level);
    }
    const assets: string[] = [];
    for (const folder of folders) {
      const rows = prepared(ctx.db, "SELECT id FROM assets WHERE parent_id = ?").all(folder) as unknown as { id: string }[];
      assets.push(...rows.map((row) => row.id));
      prepared(ctx.db, "DELETE FROM assets WHERE parent_id = ?").run(folder);
      prepared(ctx.db, "DELETE FROM asset_folders WHERE id = ?").run(folder);
    }
    return assets;
  });
}

/** Squidex's AssetFolderDto. */
export function toFolderDto(ctx: ServiceContext, folder: FolderRecord, caller: Caller | undefined): Record<string, unknown> {
  const self = `/api/apps/${encodeURIComponent(ctx.options.app)}/assets/folders/${encodeURIComponent(folder.id)}`;
  const links: Record<string, { href: string; method: string }> = {};
  if (can(caller, "assets.write")) {
    links.update = { href: self, method: "PUT" };
    links.delete = { href: self, method: "DELETE" };
  }
  return { id: folder.id, parentId: folder.parentId, folderName: folder.folderName, version: folder.version, _links: links };
}
