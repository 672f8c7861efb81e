import * as v from "valibot";
import { bool, pick, refs, str } from "../shared/props.ts";

/** Props of `block-image`. */
export const ImageSchema = v.object({
  /** `[assetId]`. */
  image: refs(),
  /** Alternative text in the page language; empty marks the image decorative. */
  alt: str(),
  caption: str(),
  aspect: pick(["original", "16/9", "4/3", "1/1", "3/4"], "original"),
  /** Above the fold: load eagerly with `fetchpriority="high"` (the LCP image). */
  priority: bool(false),
  rounded: bool(true),
});
export type ImageProps = v.InferOutput<typeof ImageSchema>;
