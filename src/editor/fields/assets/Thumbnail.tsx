import type { AssetInfo } from "../../../lib/content/model.ts";
import { variantUrl } from "../../../lib/images/image-sources.ts";
import { cx } from "../../../components/ui/styles.ts";

const RESIZABLE: ReadonlySet<string> = new Set(["image/png", "image/jpeg", "image/webp", "image/avif"]);

/**
 * A small picture of an asset: the smallest WebP variant the views use for raster images, the file
 * itself for SVG and GIF, the file's extension for anything else. Decorative (`alt=""`): the file
 * name always stands beside it.
 */
export function Thumbnail({ asset, className }: { asset: AssetInfo | undefined; className?: string }) {
  const box = cx("flex shrink-0 items-center justify-center overflow-hidden rounded bg-ink/10 text-xs font-semibold uppercase", className);
  if (!asset) return <span aria-hidden="true" className={box} />;
  if (asset.mimeType.startsWith("image/")) {
    const src = RESIZABLE.has(asset.mimeType) ? variantUrl(asset.url, 320) : asset.url;
    return <img src={src} alt="" loading="lazy" decoding="async" className={cx(box, "object-cover")} />;
  }
  return (
    <span aria-hidden="true" className={box}>
      {asset.fileName.split(".").pop()}
    </span>
  );
}
