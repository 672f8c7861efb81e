import { createHash } from "node:crypto";
import type { ServiceContext } from "../context.ts";
import { storedNow } from "../dates.ts";
import { notFound, validationError } from "../errors.ts";
import { actor } from "../permissions.ts";
import { transaction } from "../../base/sqlite.ts";
import { prepared } from "../../base/prepared.ts";
import type { AssetRecord, Caller } from "../types.ts";
import { checkContent } from "./check-content.ts";
import { autoTags, cleanFileName } from "./create-asset.ts";
import { slugify } from "./dto.ts";
import { extensionOf } from "./file-kinds.ts";
import { writeAssetFile } from "./files.ts";
import { imageSize } from "./image-size.ts";
import { getAsset, saveAsset } from "./store.ts";

/** What Squidex's `AnnotateAssetDto` may change; absent fields stay as they are. */
export interface AssetAnnotation {
  fileName?: string;
  slug?: string;
  isProtected?: boolean;
  tags?: string[];
  metadata?: Record<string, unknown>;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((x) => typeof x === "string");

/** Reads an `AnnotateAssetDto` body; a 400 "Validation error" naming each bad field. */
export function parseAnnotation(body: Record<string, unknown>): AssetAnnotation {
  const problems: string[] = [];
  const out: AssetAnnotation = {};
  if (body.fileName !== undefined && body.fileName !== null) {
    if (typeof body.fileName !== "string" || !body.fileName.trim() || body.fileName.length > 200) problems.push("fileName: File name is required.");
    else out.fileName = cleanFileName(body.fileName);
  }
  if (body.slug !== undefined && body.slug !== null) {
    if (typeof body.slug !== "string" || !/^[a-z0-9._-]{1,200}$/.test(body.slug)) problems.push("slug: Slug must be a lower-case slug.");
    else out.slug = body.slug;
  }
  if (body.isProtected !== undefined && body.isProtected !== null) {
    if (typeof body.isProtected !== "boolean") problems.push("isProtected: Must be a boolean.");
    else out.isProtected = body.isProtected;
  }
  if (body.tags !== undefined && body.tags !== null) {
    if (!isStringList(body.tags) || body.tags.length > 100) problems.push("tags: Must be a list of strings.");
    else out.tags = body.tags;
  }
  if (body.metadata !== undefined && body.metadata !== null) {
    const m = body.metadata;
    if (typeof m !== "object" || Array.isArray(m) || JSON.stringify(m).length > 16 * 1024) problems.push("metadata: Must be an object of at most 16 KB.");
    else out.metadata = m as Record<string, unknown>;
  }
  if (problems.length) throw validationError(problems);
  return out;
}

function save(ctx: ServiceContext, caller: Caller, a: AssetRecord): AssetRecord {
  const next = { ...a, version: a.version + 1, lastModified: storedNow(ctx.options.now), lastModifiedBy: actor(caller) };
  saveAsset(ctx, next);
  return next;
}

/**
 * `PUT …/assets/{id}`: file name, slug, protection, tags and metadata (the metadata object replaces
 * the old one, as in Squidex). A new file name without a new slug also renames the slug. 404 when
 * the asset does not exist; nothing changes (no new version) when nothing differs.
 */
export function annotateAsset(ctx: ServiceContext, caller: Caller, id: string, change: AssetAnnotation): AssetRecord {
  return transaction(ctx.db, () => {
    const asset = getAsset(ctx, id);
    if (!asset) throw notFound();
    const next: AssetRecord = { ...asset };
    if (change.fileName !== undefined && change.fileName !== asset.fileName) {
      next.fileName = change.fileName;
      next.slug = slugify(change.fileName);
    }
    if (change.slug !== undefined) next.slug = change.slug;
    if (change.isProtected !== undefined) next.isProtected = change.isProtected;
    if (change.tags !== undefined) next.tags = change.tags;
    if (change.metadata !== undefined) next.metadata = change.metadata;
    const same = JSON.stringify(next) === JSON.stringify(asset);
    return same ? asset : save(ctx, caller, next);
  });
}

/** `PUT …/assets/{id}/parent`: moves the asset into `parentId` (already checked). */
export function moveAsset(ctx: ServiceContext, caller: Caller, id: string, parentId: string): AssetRecord {
  return transaction(ctx.db, () => {
    const asset = getAsset(ctx, id);
    if (!asset) throw notFound();
    return asset.parentId === parentId ? asset : save(ctx, caller, { ...asset, parentId });
  });
}

/**
 * `PUT …/assets/{id}/content`: a new version of the file. The asset keeps its id, name and slug;
 * its file version goes up by one (older versions stay readable with `?version=`), type, size and
 * hash are the new file's, and so are the pixel sizes in the metadata; the other metadata (a focus
 * point, a description) stays. The file is checked like an upload (400 otherwise).
 */
export async function replaceAssetContent(ctx: ServiceContext, caller: Caller, id: string, file: File): Promise<AssetRecord> {
  if (!getAsset(ctx, id)) throw notFound();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await checkContent(bytes, file.type, cleanFileName(file.name));
  const size = kind.type === "Image" ? imageSize(bytes, kind.mimeType) : undefined;
  let undo: (() => void) | undefined;
  try {
    return transaction(ctx.db, () => {
      const asset = getAsset(ctx, id);
      if (!asset) throw notFound();
      const fileVersion = asset.fileVersion + 1;
      const { pixelWidth: _w, pixelHeight: _h, description: _d, ...kept } = asset.metadata;
      const extension = extensionOf(file.name) || kind.extensions[0]!;
      const metadata = size ? { ...kept, pixelWidth: size.width, pixelHeight: size.height, description: `${extension.toUpperCase()} File` } : kept;
      const next = save(ctx, caller, {
        ...asset,
        mimeType: kind.mimeType,
        fileSize: bytes.byteLength,
        fileHash: createHash("sha256").update(bytes).digest("base64"),
        fileVersion,
        metadata,
        tags: autoTags(kind.type, extension, size?.width, size?.height),
      });
      undo = writeAssetFile(ctx, id, fileVersion, bytes);
      return next;
    });
  } catch (error) {
    undo?.();
    throw error;
  }
}

/** True when a content item (published data or a pending draft) mentions the asset id. */
export function isReferenced(ctx: ServiceContext, id: string): boolean {
  const needle = JSON.stringify(id);
  const row = prepared(ctx.db, "SELECT 1 FROM contents WHERE instr(data, ?) > 0 UNION ALL SELECT 1 FROM content_drafts WHERE instr(data, ?) > 0 LIMIT 1").get(
    needle,
    needle,
  );
  return row !== undefined;
}
