import type { SharpConstructor } from "sharp";
import { resizePlan } from "./resize-plan.ts";
import type { OutputFormat, Variant } from "./resize-params.ts";

/** Larger sources are not decoded (a 10 MB PNG can hold gigapixels): about 64 megapixels. */
const MAX_INPUT_PIXELS = 64_000_000;
const TIMEOUT_SECONDS = 30;
const ANIMATED: ReadonlySet<OutputFormat> = new Set(["gif", "webp"]);

// Loaded on first use: the service (and the site around it) starts without loading libvips.
let loading: Promise<SharpConstructor> | undefined;
const loadSharp = () => (loading ??= import("sharp").then((m) => m.default));

/**
 * Encodes `variant` of the raster file at `sourcePath`: EXIF-oriented,
 * metadata stripped, resized per `resizePlan`, JPEG flattened onto white. Animation survives
 * only from GIF/WebP into GIF/WebP; otherwise the first frame is used. Rejects for undecodable
 * or oversized input.
 */
export async function renderVariant(sourcePath: string, variant: Variant): Promise<Buffer> {
  const sharp = await loadSharp();
  const animated = ANIMATED.has(variant.source) && ANIMATED.has(variant.format);
  let image = sharp(sourcePath, { animated, limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: TIMEOUT_SECONDS }).autoOrient();
  if (variant.mode) {
    const meta = await image.metadata();
    const size = { width: meta.autoOrient.width, height: meta.pageHeight ?? meta.autoOrient.height };
    image = image.resize(resizePlan(variant, size));
  }
  if (variant.format === "jpeg") image = image.flatten({ background: "#ffffff" });
  return image.toFormat(variant.format, variant.quality !== undefined ? { quality: variant.quality } : {}).toBuffer();
}
