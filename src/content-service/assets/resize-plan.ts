import type { ResizeOptions } from "sharp";
import type { PixelSize } from "./image-size.ts";
import type { Variant } from "./resize-params.ts";

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * sharp's resize options for a variant with a mode, from the source's (oriented) size. Squidex's
 * modes map onto sharp's fits: `Crop`/`CropUpsize` → `cover`, `Pad`/`BoxPad` → `contain` (padded
 * with transparency), `Max` → `inside`, `Min` → `outside`. Only `CropUpsize` may enlarge, so `Pad`
 * pads the unenlarged image exactly as `BoxPad` does; a `Crop` box larger than the source on both
 * sides becomes `BoxPad`, as Squidex's thumbnail generator does.
 */
export function resizePlan(variant: Variant, source: PixelSize): ResizeOptions {
  const { width, height, mode } = variant;
  const base = { width, height, position: "centre", background: TRANSPARENT } as const;
  switch (mode) {
    case "CropUpsize":
      return { ...base, fit: "cover", withoutEnlargement: false };
    case "Crop":
      return width !== undefined && height !== undefined && width >= source.width && height >= source.height
        ? { ...base, fit: "contain", withoutEnlargement: true }
        : { ...base, fit: "cover", withoutEnlargement: true };
    case "Pad":
    case "BoxPad":
      return { ...base, fit: "contain", withoutEnlargement: true };
    case "Min":
      return { ...base, fit: "outside", withoutEnlargement: true };
    default:
      return { ...base, fit: "inside", withoutEnlargement: true };
  }
}
