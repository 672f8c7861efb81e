import { altText, imageSources, objectPosition } from "../../lib/images/image-sources.ts";
import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import { ImageSchema } from "./schema.ts";

const ASPECT: Record<string, string> = { "16/9": "aspect-video", "4/3": "aspect-[4/3]", "1/1": "aspect-square", "3/4": "aspect-[3/4]" };

/**
 * A responsive image: WebP variants in `srcset` (`imageSources`), intrinsic width/height from the
 * asset metadata (no layout shift), fluid width by CSS, lazy and async-decoded unless `priority`
 * (eager, high fetch priority). A crop to an aspect ratio keeps the asset's focus point in the
 * picture; without alt text of its own the block shows the asset's. Missing asset → nothing, with a warning.
 */
export default function ImageView({ block, ctx }: BlockViewProps) {
  const p = readProps(ImageSchema, block.fields, ctx.lang);
  const asset = p.image[0] ? ctx.site.assets.get(p.image[0]) : undefined;
  if (!asset || !asset.mimeType.startsWith("image/")) {
    ctx.warn(`image block ${block.id} on ${ctx.path}: missing image asset`);
    return null;
  }
  const crop = ASPECT[p.aspect];
  const img = (
    <img
      {...imageSources(asset)}
      width={asset.width}
      height={asset.height}
      alt={altText(p.alt, asset, ctx.lang)}
      loading={p.priority ? "eager" : "lazy"}
      decoding={p.priority ? undefined : "async"}
      fetchPriority={p.priority ? "high" : undefined}
      className={cx("block h-auto w-full", crop && `${crop} object-cover`, p.rounded && "rounded-2xl")}
      style={crop && asset.focus ? { objectPosition: objectPosition(asset.focus) } : undefined}
    />
  );
  if (!p.caption) return <div className="block-image">{img}</div>;
  return (
    <figure className="block-image">
      {img}
      <figcaption className="mt-2 text-sm text-black/70">{p.caption}</figcaption>
    </figure>
  );
}
