import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { GAP, cx } from "../shared/styles.ts";
import { ColumnsSchema } from "./schema.ts";

const COLS: Record<string, string> = { "2": "md:grid-cols-2", "3": "md:grid-cols-2 lg:grid-cols-3", "4": "md:grid-cols-2 lg:grid-cols-4" };
const ITEMS: Record<string, string> = { start: "items-start", center: "items-center", end: "items-end", stretch: "items-stretch" };

/**
 * A responsive grid; every child block renders one root element, so each child is one column.
 * Reversing on small screens uses `flex-col-reverse` below `md`, keeping source (reading) order.
 * `auto` lays the children out in a wrapping row at their natural width instead.
 */
export default function ColumnsView({ block, ctx, children }: BlockViewProps) {
  const p = readProps(ColumnsSchema, block.fields, ctx.lang);
  if (p.columns === "auto") return <div className={cx("block-columns flex flex-wrap", GAP[p.gap], ITEMS[p.verticalAlign])}>{children}</div>;
  return (
    <div
      className={cx(
        "block-columns",
        p.reverseOnMobile ? "flex flex-col-reverse md:grid" : "grid grid-cols-1",
        COLS[p.columns],
        GAP[p.gap],
        ITEMS[p.verticalAlign],
      )}
    >
      {children}
    </div>
  );
}
