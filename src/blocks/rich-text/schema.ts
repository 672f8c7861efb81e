import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { textStyleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-rich-text`: sanitised rich text. */
export const richTextBlock = defineBlock({
  schemaName: "block-rich-text",
  label: { de: "Fließtext", en: "Rich text" },
  category: "content",
  example: {
    html: {
      de: '<p>Ein kurzer Absatz mit <strong>hervorgehobenem</strong> Text und einem <a href="#">Link</a>.</p>',
      en: '<p>A short paragraph with <strong>emphasised</strong> text and a <a href="#">link</a>.</p>',
    },
  },
  fields: {
    /** Rich text in the subset p, h2–h4, strong, em, a, ul, ol, li, blockquote, br; sanitised while it is read. */
    html: field.richText({ label: { de: "Text", en: "Text" }, partitioning: "language", required: true, tags: [EDITOR.richtext, VIEW.richtext] }),
    /** `[textStyleId]` applied to the text container. */
    textStyle: textStyleField(),
  },
});

/** Props of `block-rich-text`; `html` is sanitised, so a view never sees raw content. */
export const RichTextSchema = richTextBlock.schema;
