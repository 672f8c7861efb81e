import * as v from "valibot";
import { sanitizeHtml } from "../../lib/sanitize/html.ts";
import { refs, str } from "../shared/props.ts";

/** Props of `block-rich-text`; `html` is sanitised while it is read, so a view never sees raw content. */
export const RichTextSchema = v.object({
  /** Rich text in the subset p, h2–h4, strong, em, a, ul, ol, li, blockquote, br. */
  html: v.pipe(str(), v.transform((s: string) => sanitizeHtml(s))),
  /** `[textStyleId]` applied to the text container. */
  textStyle: refs(),
});
export type RichTextProps = v.InferOutput<typeof RichTextSchema>;
