import type * as v from "valibot";
import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { alignField, textStyleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-heading`: a heading of a chosen level with an optional eyebrow. */
export const headingBlock = defineBlock({
  schemaName: "block-heading",
  label: { de: "Überschrift", en: "Heading" },
  category: "content",
  example: { text: { de: "Willkommen bei uns", en: "Welcome" }, eyebrow: { de: "Über uns", en: "About us" }, level: { iv: "h2" } },
  fields: {
    /** The heading text in the page language. */
    text: field.string({ label: { de: "Text", en: "Text" }, partitioning: "language", required: true, maxLength: 160, tags: [EDITOR.text, VIEW.heading] }),
    level: field.select({ label: { de: "Ebene", en: "Level" }, allowedValues: ["h1", "h2", "h3", "h4"], defaultValue: "h2", tags: [EDITOR.select] }),
    /** A short line shown above the heading, e.g. "Über uns". */
    eyebrow: field.string({ label: { de: "Dachzeile", en: "Eyebrow" }, partitioning: "language", maxLength: 60, tags: [EDITOR.text, VIEW.text] }),
    /** `[textStyleId]`; its classes replace the level's default size. */
    textStyle: textStyleField(),
    align: alignField(),
  },
});

/** The props schema of `block-heading`: what `readProps` reads its fields with. */
export const HeadingSchema = headingBlock.schema;
export type HeadingProps = v.InferOutput<typeof HeadingSchema>;
