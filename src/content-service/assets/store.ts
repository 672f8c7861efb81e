import type { SQLInputValue } from "node:sqlite";
import type { ServiceContext } from "../context.ts";
import type { AssetRecord } from "../types.ts";
import { prepared } from "../../base/prepared.ts";

/** Folder id of the root, as Squidex writes it. */
export const ROOT_FOLDER = "00000000-0000-0000-0000-000000000000";

interface AssetRow {
  id: string;
  parent_id: string;
  file_name: string;
  file_hash: string;
  slug: string;
  mime_type: string;
  file_size: number;
  file_version: number;
  is_protected: number;
  tags: string;
  metadata: string;
  version: number;
  created: string;
  created_by: string;
  last_modified: string;
  last_modified_by: string;
}

/** Maps one `assets` row to its record. */
export function fromRow(row: AssetRow): AssetRecord {
  // tags and metadata are the service's own columns, written only by insertAsset and saveAsset
  // from what create-asset.ts and update-asset.ts made: read back without a second check.
  return {
    id: row.id,
    parentId: row.parent_id,
    fileName: row.file_name,
    fileHash: row.file_hash,
    slug: row.slug,
    mimeType: row.mime_type,
    fileSize: Number(row.file_size),
    fileVersion: Number(row.file_version),
    isProtected: row.is_protected === 1,
    tags: JSON.parse(row.tags) as string[],
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    version: Number(row.version),
    created: row.created,
    createdBy: row.created_by,
    lastModified: row.last_modified,
    lastModifiedBy: row.last_modified_by,
  };
}

/** Runs a SELECT over `assets` with bound parameters and maps the rows. */
export function selectAssets(ctx: ServiceContext, where: string, params: SQLInputValue[], tail = ""): AssetRecord[] {
  const rows = prepared(ctx.db, `SELECT * FROM assets${where ? ` WHERE ${where}` : ""} ${tail}`).all(...params) as unknown as AssetRow[];
  return rows.map(fromRow);
}

export function getAsset(ctx: ServiceContext, id: string): AssetRecord | undefined {
  return selectAssets(ctx, "id = ?", [id])[0];
}

/** Looks an asset up by id first, then by slug (the oldest asset with that slug wins). */
export function getAssetByIdOrSlug(ctx: ServiceContext, idOrSlug: string): AssetRecord | undefined {
  return getAsset(ctx, idOrSlug) ?? selectAssets(ctx, "slug = ?", [idOrSlug], "ORDER BY created, id LIMIT 1")[0];
}

export function findByHash(ctx: ServiceContext, fileHash: string, fileSize: number): AssetRecord | undefined {
  return selectAssets(ctx, "file_hash = ? AND file_size = ?", [fileHash, fileSize], "ORDER BY created LIMIT 1")[0];
}

/** The `assets` columns and a record's values for them, in one order (`id` first). */
const COLUMNS = [
  "id",
  "parent_id",
  "file_name",
  "file_hash",
  "slug",
  "mime_type",
  "file_size",
  "file_version",
  "is_protected",
  "tags",
  "metadata",
  "version",
  "created",
  "created_by",
  "last_modified",
  "last_modified_by",
];
const values = (a: AssetRecord): SQLInputValue[] => [
  a.id,
  a.parentId,
  a.fileName,
  a.fileHash,
  a.slug,
  a.mimeType,
  a.fileSize,
  a.fileVersion,
  a.isProtected ? 1 : 0,
  JSON.stringify(a.tags),
  JSON.stringify(a.metadata),
  a.version,
  a.created,
  a.createdBy,
  a.lastModified,
  a.lastModifiedBy,
];
const INSERT = `INSERT INTO assets (${COLUMNS.join(", ")}) VALUES (${COLUMNS.map(() => "?").join(", ")})`;
const UPDATE = `UPDATE assets SET ${COLUMNS.slice(1)
  .map((column) => `${column} = ?`)
  .join(", ")} WHERE id = ?`;

export function insertAsset(ctx: ServiceContext, a: AssetRecord): void {
  prepared(ctx.db, INSERT).run(...values(a));
}

/** Writes back a changed asset (every column but `id`); the caller has already bumped `version` and `lastModified`. */
export function saveAsset(ctx: ServiceContext, a: AssetRecord): void {
  const [id, ...rest] = values(a);
  prepared(ctx.db, UPDATE).run(...rest, id!);
}

export function deleteAssetRow(ctx: ServiceContext, id: string): boolean {
  return Number(prepared(ctx.db, "DELETE FROM assets WHERE id = ?").run(id).changes) > 0;
}
