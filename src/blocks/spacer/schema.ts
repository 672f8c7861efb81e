import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { SIZES } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-spacer`: vertical space, optionally with a divider line. */
export const spacerBlock = defineBlock({
  schemaName: "block-spacer",
  label: { de: "Abstand", en: "Spacer" },
  category: "layout",
  example: { size: { iv: "md" }, divider: { iv: true } },
  fields: {
    size: field.select({ label: { de: "Höhe", en: "Height" }, allowedValues: SIZES, defaultValue: "md", tags: [EDITOR.select] }),
    /** Draw a horizontal rule in the middle of the space. */
    divider: field.boolean({ label: { de: "Trennlinie zeigen", en: "Show a divider line" }, defaultValue: false, tags: [EDITOR.checkbox] }),
  },
});

/** The props schema of `block-spacer`: what `readProps` reads its fields with. */
export const SpacerSchema = spacerBlock.schema;
