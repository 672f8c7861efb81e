import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { colorOf } from "../shared/colors.ts";
import { ALIGN, MEASURE, PADDING_Y, cx } from "../shared/styles.ts";
import { surface } from "../shared/surface.ts";
import { SectionSchema } from "./schema.ts";

/** Where a narrow column sits in the container: at its left edge unless the section is centred or end-aligned. */
const NARROW_PLACE: Record<string, string> = { start: "", center: "mx-auto", end: "ms-auto" };

/**
 * A container: a `<section>` when it has an anchor or background, else a plain `<div>` wrapper.
 * Its content sits in the site container (theme.css `.site-container`), so every section shares
 * the left edge of the header and footer while a background runs full-bleed: `default` and `wide`
 * use the container's width, `narrow` keeps its left edge and shortens the measure (centred when
 * the section is centred). `full` runs edge to edge (full-bleed media), with the container's
 * gutter only when it has a background. A background brings its own contrast-checked text,
 * heading and eyebrow colours (`surface`).
 */
export default function SectionView({ block, ctx, children }: BlockViewProps) {
  const p = readProps(SectionSchema, block.fields, ctx.lang);
  const background = colorOf(ctx, p.backgroundColor[0]);
  const Tag = p.anchor || background ? "section" : "div";
  const full = p.width === "full";
  const painted = background ? surface(ctx, background) : undefined;
  const content = <div className={cx("flex flex-col gap-6", MEASURE[p.width], p.width === "narrow" && NARROW_PLACE[p.align])}>{children}</div>;
  return (
    <Tag
      id={p.anchor || undefined}
      className={cx("block-section", PADDING_Y[p.paddingY], ALIGN[p.align], full && background && "px-[var(--site-gutter)]", painted?.className)}
      style={painted?.style}
    >
      {full ? content : <div className="site-container">{content}</div>}
    </Tag>
  );
}
