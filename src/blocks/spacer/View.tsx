import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { SPACE, cx } from "../shared/styles.ts";
import { SpacerSchema } from "./schema.ts";

/** Vertical space; with `divider`, an `<hr>` (a thematic break), otherwise hidden from assistive tech. */
export default function SpacerView({ block, ctx }: BlockViewProps) {
  const p = readProps(SpacerSchema, block.fields, ctx.lang);
  if (p.divider) {
    return (
      <div className={cx("block-spacer flex items-center", SPACE[p.size])}>
        <hr className="w-full border-t border-black/15" />
      </div>
    );
  }
  return <div aria-hidden="true" className={cx("block-spacer", SPACE[p.size])} />;
}
