import { existsSync, readdirSync } from "node:fs";
import { dirname } from "node:path";
import type { ServiceContext } from "../context.ts";
import type { AssetRecord } from "../types.ts";
import { variantFilePath } from "./files.ts";
import { renderVariant } from "./render-variant.ts";
import type { Variant } from "./resize-params.ts";
import { serveAssetFile, serveVariantFile, variantNotModified, type ServeOptions } from "./serve-content.ts";
import { ensureVariant } from "./variant-cache.ts";

/**
 * Variants kept per stored file. Anyone may ask for any size of a public asset (as in Squidex), so
 * the disk and the encoder are bounded: past this many, other sizes get the stored file. The site's
 * own views ask for at most ~20 per image (src/lib/images/variants.ts).
 */
const MAX_VARIANTS_PER_FILE = 64;

class CapReached extends Error {}
// File versions already reported as full, so a flood of new sizes logs one line, not one per request.
const capped = new Set<string>();

/** How many variants of this file version are cached beside `target`. */
function cachedVariants(target: string, fileVersion: number): number {
  const prefix = `${fileVersion}.`;
  try {
    return readdirSync(dirname(target)).filter((name) => name.startsWith(prefix) && !name.endsWith(".tmp")).length;
  } catch {
    return 0;
  }
}

/**
 * The response for `variant` of the stored file at `sourcePath`: 304 without encoding when the
 * ETag matches, else the cached variant file, encoded on first request. A source sharp cannot
 * decode (corrupt, oversized), or one past the per-file cap, is served as stored instead, with a
 * warning. Undefined when the stored file is missing.
 */
export async function serveVariant(
  ctx: ServiceContext,
  a: AssetRecord,
  sourcePath: string,
  variant: Variant,
  options: ServeOptions,
): Promise<Response | undefined> {
  if (!existsSync(sourcePath)) return undefined;
  const unchanged = variantNotModified(a, variant, options);
  if (unchanged) return unchanged;
  const target = variantFilePath(ctx, a.id, a.fileVersion, variant.key);
  try {
    // Counted inside the render slot (two at a time), so a burst of new sizes cannot overshoot.
    await ensureVariant(target, () => {
      if (cachedVariants(target, a.fileVersion) >= MAX_VARIANTS_PER_FILE) throw new CapReached();
      return renderVariant(sourcePath, variant);
    });
  } catch (error) {
    if (!(error instanceof CapReached)) {
      console.warn(`content service: asset ${a.id} served as stored, variant ${variant.key} failed: ${error instanceof Error ? error.message : String(error)}`);
    } else if (!capped.has(target.slice(0, -variant.key.length))) {
      capped.add(target.slice(0, -variant.key.length));
      console.warn(`content service: asset ${a.id} has ${MAX_VARIANTS_PER_FILE} variants of file version ${a.fileVersion}; other sizes get the stored file`);
    }
    return serveAssetFile(a, sourcePath, options);
  }
  return serveVariantFile(a, target, variant, options);
}
