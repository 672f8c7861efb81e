import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { colorOf } from "../shared/colors.ts";
import { ALIGN, PADDING_Y, WIDTH, cx } from "../shared/styles.ts";
import { surfaceStyle } from "../shared/surface.ts";
import { SectionSchema } from "./schema.ts";

/**
 * A container: a `<section>` when it has an anchor or background, else a plain `<div>` wrapper,
 * with side padding unless it is a full-width section without background. A background brings its
 * own contrast-checked text, heading and eyebrow colours (`surfaceStyle`).
 */
export function SectionView({ block, ctx, children }: BlockViewProps) {
  const p = readProps(SectionSchema, block.fields, ctx.lang);
  const background = colorOf(ctx, p.backgroundColor[0]);
  const Tag = p.anchor || background ? "section" : "div";
  return (
    <Tag
      id={p.anchor || undefined}
      // Side padding keeps text off the viewport edge (content pages have no page container); a
      // full-width section without a background runs edge to edge on purpose (full-bleed media).
      className={cx("block-section", PADDING_Y[p.paddingY], ALIGN[p.align], (background || p.width !== "full") && "px-4")}
      style={background ? surfaceStyle(ctx, background) : undefined}
    >
      <div className={cx("flex flex-col gap-6", WIDTH[p.width])}>{children}</div>
    </Tag>
  );
}
