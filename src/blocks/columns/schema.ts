import * as v from "valibot";
import { bool, pick } from "../shared/props.ts";

/** Props of `block-columns`: each child block is one column. */
export const ColumnsSchema = v.object({
  /** Columns on large screens, or `auto`: children side by side at their natural width, wrapping (a row of buttons). */
  columns: pick(["2", "3", "4", "auto"], "2"),
  gap: pick(["xs", "sm", "md", "lg", "xl"], "md"),
  verticalAlign: pick(["start", "center", "end", "stretch"], "start"),
  reverseOnMobile: bool(false),
});
export type ColumnsProps = v.InferOutput<typeof ColumnsSchema>;
