import { textStyleClasses } from "../../lib/theme/text-styles.ts";
import type { BlockViewProps } from "../types.ts";
import { readProps } from "../shared/props.ts";
import { cx } from "../shared/styles.ts";
import { RichTextSchema } from "./schema.ts";

/** Sanitised rich text (see `sanitizeHtml`); typography for the subset lives in theme.css `.rich-text`. */
export default function RichTextView({ block, ctx }: BlockViewProps) {
  const p = readProps(RichTextSchema, block.fields, ctx.lang);
  if (!p.html) return null;
  return <div className={cx("rich-text", textStyleClasses(ctx.site, p.textStyle[0]))} dangerouslySetInnerHTML={{ __html: p.html }} />;
}
