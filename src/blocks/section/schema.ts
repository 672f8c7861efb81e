import * as v from "valibot";
import { pick, refs, str } from "../shared/props.ts";

/** Props of `block-section`: a container with optional anchor, background, width and padding. */
export const SectionSchema = v.object({
  /** In-page link target, e.g. `kontakt`; other characters are dropped. */
  anchor: v.pipe(str(), v.transform((s) => (/^[a-z0-9-]{1,64}$/.test(s) ? s : ""))),
  /** `[colorId]` of the background colour. */
  backgroundColor: refs(),
  width: pick(["narrow", "default", "wide", "full"], "default"),
  paddingY: pick(["none", "xs", "sm", "md", "lg", "xl"], "lg"),
  align: pick(["start", "center", "end"], "start"),
});
export type SectionProps = v.InferOutput<typeof SectionSchema>;
