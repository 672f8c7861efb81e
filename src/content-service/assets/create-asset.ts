import { createHash } from "node:crypto";
import type { ServiceContext } from "../context.ts";
import { storedNow } from "../dates.ts";
import { badRequest, conflict } from "../errors.ts";
import { actor } from "../permissions.ts";
import { transaction } from "../../base/sqlite.ts";
import type { AssetRecord, Caller } from "../types.ts";
import { checkContent } from "./check-content.ts";
import { slugify } from "./dto.ts";
import { extensionOf } from "./file-kinds.ts";
import { isSafeAssetId, writeAssetFile } from "./files.ts";
import { imageSize } from "./image-size.ts";
import { findByHash, getAsset, insertAsset, ROOT_FOLDER } from "./store.ts";

export interface UploadOptions {
  parentId?: string;
  id?: string;
  /** When true an identical file is stored again instead of returning the existing asset. */
  duplicate: boolean;
}

/** The stored asset, and whether it is an earlier upload of the same bytes. */
export interface UploadResult {
  asset: AssetRecord;
  isDuplicate: boolean;
}

/**
 * Checks and stores an uploaded file: row and file are written together (the file under a temp
 * name, renamed into place, removed again if the transaction fails). 400 for a bad type, content,
 * id or name; 409 when the custom id is taken.
 */
export async function createAsset(ctx: ServiceContext, caller: Caller, file: File, options: UploadOptions): Promise<UploadResult> {
  const fileName = cleanFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await checkContent(bytes, file.type, fileName);
  const fileHash = createHash("sha256").update(bytes).digest("base64");
  const id = options.id ?? crypto.randomUUID();
  if (!isSafeAssetId(id)) throw badRequest("The asset id may only contain letters, digits, '-' and '_'.");
  const parentId = options.parentId || ROOT_FOLDER;
  if (!isSafeAssetId(parentId)) throw badRequest("Invalid parent folder id.");

  const size = kind.type === "Image" ? imageSize(bytes, kind.mimeType) : undefined;
  const now = storedNow(ctx.options.now);
  const by = actor(caller);
  const given = extensionOf(fileName);
  const extension = given || kind.extensions[0]!;
  const storedName = given ? fileName : `${fileName}.${extension}`;
  const asset: AssetRecord = {
    id,
    parentId,
    fileName: storedName,
    fileHash,
    slug: slugify(storedName),
    mimeType: kind.mimeType,
    fileSize: bytes.byteLength,
    fileVersion: 0,
    isProtected: false,
    tags: autoTags(kind.type, extension, size?.width, size?.height),
    metadata: size ? { pixelWidth: size.width, pixelHeight: size.height, description: `${extension.toUpperCase()} File` } : {},
    version: 0,
    created: now,
    createdBy: by,
    lastModified: now,
    lastModifiedBy: by,
  };

  let undo: (() => void) | undefined;
  try {
    return transaction(ctx.db, () => {
      if (!options.duplicate) {
        const existing = findByHash(ctx, fileHash, bytes.byteLength);
        if (existing) return { asset: existing, isDuplicate: true };
      }
      if (getAsset(ctx, id)) throw conflict(`An asset with id '${id}' already exists.`);
      insertAsset(ctx, asset);
      undo = writeAssetFile(ctx, id, 0, bytes);
      return { asset, isDuplicate: false };
    });
  } catch (error) {
    undo?.();
    throw error;
  }
}

// Control characters and quotes are exactly what a file name must not carry.
// eslint-disable-next-line no-control-regex -- see above
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f"]/g;

// The name only ever reaches the database and a quoted header value, never a path; still, keep it tidy.
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_NAME_CHARS, "").trim().slice(0, 200);
  return cleaned || "file";
}

/** Squidex's automatic tags: `type/<ext>`, and for images `image` and a size class. */
export function autoTags(type: string, extension: string, width?: number, height?: number): string[] {
  const tags = [`type/${extension}`];
  if (type !== "Image") return tags;
  tags.unshift("image");
  if (width && height) {
    const longest = Math.max(width, height);
    tags.push(longest < 800 ? "image/small" : longest < 2000 ? "image/medium" : "image/large");
  }
  return tags;
}
