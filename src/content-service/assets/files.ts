import { mkdirSync, renameSync, rmSync, writeFileSync, openSync, fsyncSync, closeSync } from "node:fs";
import { join } from "node:path";
import type { ServiceContext } from "../context.ts";
import { badRequest } from "../errors.ts";

// Ids reach the file system, so only server-shaped ids are accepted: no dots, slashes or escapes.
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/** True when `id` can name an asset folder (letters, digits, `-`, `_`; no path syntax). */
export function isSafeAssetId(id: string): boolean {
  return SAFE_ID.test(id);
}

function folder(ctx: ServiceContext, id: string): string {
  if (!isSafeAssetId(id)) throw badRequest("Invalid asset id.");
  return join(ctx.options.dataDir, "assets", id);
}

/** `<dataDir>/assets/<id>/<fileVersion>`: the only place an asset's bytes live. */
export function assetFilePath(ctx: ServiceContext, id: string, fileVersion: number): string {
  return join(folder(ctx, id), String(Math.trunc(fileVersion)));
}

// Variant keys come from resolveVariant (`300x0-max-q0.webp`); anything else never names a file.
const VARIANT_KEY = /^[a-z0-9-]+\.[a-z]+$/;

/**
 * `<dataDir>/assets/<id>/<fileVersion>.<variantKey>`: a derived image, beside the bytes it was
 * made from, so deleting the asset deletes its variants.
 */
export function variantFilePath(ctx: ServiceContext, id: string, fileVersion: number, key: string): string {
  if (!VARIANT_KEY.test(key)) throw new Error(`Invalid variant key '${key}'.`);
  return `${assetFilePath(ctx, id, fileVersion)}.${key}`;
}

/**
 * Writes the bytes to a temporary name, fsyncs and renames them into place, so a reader never sees
 * a partial file. Returns an undo that removes the file again (used when the transaction fails).
 */
export function writeAssetFile(ctx: ServiceContext, id: string, fileVersion: number, bytes: Uint8Array): () => void {
  const target = assetFilePath(ctx, id, fileVersion);
  mkdirSync(folder(ctx, id), { recursive: true });
  const temp = `${target}.${crypto.randomUUID()}.tmp`;
  writeFileSync(temp, bytes);
  const fd = openSync(temp, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, target);
  return () => rmSync(target, { force: true });
}

/** Removes every stored version of an asset. */
export function removeAssetFiles(ctx: ServiceContext, id: string): void {
  rmSync(folder(ctx, id), { recursive: true, force: true });
}
