import * as v from "valibot";
import { bool, pick } from "../shared/props.ts";

/** Props of `block-spacer`. */
export const SpacerSchema = v.object({
  size: pick(["xs", "sm", "md", "lg", "xl"], "md"),
  /** Draw a horizontal rule in the middle of the space. */
  divider: bool(false),
});
export type SpacerProps = v.InferOutput<typeof SpacerSchema>;
