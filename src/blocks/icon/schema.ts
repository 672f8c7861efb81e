import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { SIZES, backgroundColorField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-icon`: one icon of the `icons` schema. */
export const iconBlock = defineBlock({
  schemaName: "block-icon",
  label: { de: "Icon", en: "Icon" },
  category: "media",
  fields: {
    /** Icon name from the `icons` schema, e.g. `mail`. */
    icon: field.string({ label: { de: "Icon", en: "Icon" }, required: true, tags: [EDITOR.icon, VIEW.icon] }),
    size: field.select({ label: { de: "Größe", en: "Size" }, allowedValues: SIZES, defaultValue: "md", tags: [EDITOR.select] }),
    /** `[colorId]`; the icon draws in `currentColor`. */
    color: backgroundColorField({ de: "Farbe", en: "Colour" }),
    /** Accessible name; empty marks the icon decorative. */
    label: field.string({
      label: { de: "Zugänglicher Name", en: "Accessible name" },
      hints: { de: "Leer für ein dekoratives Icon", en: "Empty for a decorative icon" },
      partitioning: "language",
      tags: [EDITOR.text, VIEW.label],
    }),
  },
});

/** The props schema of `block-icon`: what `readProps` reads its fields with. */
export const IconSchema = iconBlock.schema;
