import * as v from "valibot";
import { pick, refs, str } from "../shared/props.ts";

/** Props of `block-heading`. */
export const HeadingSchema = v.object({
  /** The heading text in the page language. */
  text: str(),
  level: pick(["h1", "h2", "h3", "h4"], "h2"),
  /** A short line shown above the heading, e.g. "Über uns". */
  eyebrow: str(),
  /** `[textStyleId]`; its classes replace the level's default size. */
  textStyle: refs(),
  align: pick(["start", "center", "end"], "start"),
});
export type HeadingProps = v.InferOutput<typeof HeadingSchema>;
