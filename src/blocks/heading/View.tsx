import type { ReactNode } from "react";
import { textStyleClasses } from "../../lib/theme/text-styles.ts";
import type { BlockViewProps, RenderContext } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { ALIGN, cx } from "../shared/styles.ts";
import { eyebrowInk, headingInk } from "../shared/surface.ts";
import { HeadingSchema, type HeadingProps } from "./schema.ts";

const SIZE: Record<string, string> = {
  h1: "text-4xl md:text-5xl font-bold tracking-tight",
  h2: "text-3xl font-bold tracking-tight",
  h3: "text-2xl font-semibold",
  h4: "text-xl font-semibold",
};

/**
 * The heading's markup with its text and eyebrow given as nodes: the view passes the texts, the
 * builder's Edit variant the same texts editable in place. An eyebrow of `null` leaves out the `<hgroup>`.
 */
export function HeadingMarkup({ p, ctx, text, eyebrow }: { p: HeadingProps; ctx: RenderContext; text: ReactNode; eyebrow: ReactNode | null }) {
  const Tag = p.level;
  const style = textStyleClasses(ctx.site, p.textStyle[0]);
  const heading = (
    <Tag className={cx("font-main", style || SIZE[p.level], eyebrow === null && ALIGN[p.align])} style={headingInk(ctx)}>
      {text}
    </Tag>
  );
  if (eyebrow === null) return heading;
  return (
    <hgroup className={cx("flex flex-col-reverse gap-2", ALIGN[p.align])}>
      {heading}
      <p className="text-sm font-semibold uppercase tracking-widest" style={eyebrowInk(ctx)}>
        {eyebrow}
      </p>
    </hgroup>
  );
}

/**
 * A heading of the chosen level; with an eyebrow, both sit in an `<hgroup>`. Empty text renders nothing.
 * Heading and eyebrow take the theme's main and support colours where they reach 4.5:1.
 */
export default function HeadingView({ block, ctx }: BlockViewProps) {
  const p = readProps(HeadingSchema, block.fields, ctx.lang);
  if (!p.text.trim()) return null;
  return <HeadingMarkup p={p} ctx={ctx} text={p.text} eyebrow={p.eyebrow || null} />;
}
