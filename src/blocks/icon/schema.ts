import * as v from "valibot";
import { pick, refs, str } from "../shared/props.ts";

/** Props of `block-icon`. */
export const IconSchema = v.object({
  /** Icon name from the `icons` schema, e.g. `mail`. */
  icon: str(),
  size: pick(["xs", "sm", "md", "lg", "xl"], "md"),
  /** `[colorId]`; the icon draws in `currentColor`. */
  color: refs(),
  /** Accessible name; empty marks the icon decorative. */
  label: str(),
});
export type IconProps = v.InferOutput<typeof IconSchema>;
