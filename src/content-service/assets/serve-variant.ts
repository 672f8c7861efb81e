import { existsSync } from "node:fs";
import type { ServiceContext } from "../context.ts";
import type { AssetRecord } from "../types.ts";
import { variantFilePath } from "./files.ts";
import { renderVariant } from "./render-variant.ts";
import type { Variant } from "./resize-params.ts";
import { serveAssetFile, serveVariantFile, variantNotModified, type ServeOptions } from "./serve-content.ts";
import { ensureVariant } from "./variant-cache.ts";

/**
 * The response for `variant` of the stored file at `sourcePath`: 304 without encoding when the
 * ETag matches, else the cached variant file, encoded on first request. A source sharp cannot
 * decode (corrupt, oversized) is served as stored instead, with a warning. Undefined when the
 * stored file is missing.
 */
export async function serveVariant(ctx: ServiceContext, a: AssetRecord, sourcePath: string, variant: Variant, options: ServeOptions): Promise<Response | undefined> {
  if (!existsSync(sourcePath)) return undefined;
  const unchanged = variantNotModified(a, variant, options);
  if (unchanged) return unchanged;
  const target = variantFilePath(ctx, a.id, a.fileVersion, variant.key);
  try {
    await ensureVariant(target, () => renderVariant(sourcePath, variant));
  } catch (error) {
    console.warn(`content service: asset ${a.id} served as stored, variant ${variant.key} failed: ${error instanceof Error ? error.message : String(error)}`);
    return serveAssetFile(a, sourcePath, options);
  }
  return serveVariantFile(a, target, variant, options);
}
