import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { SIZES, alignField, backgroundColorField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-section`: a container with optional anchor, background, width and padding. */
export const sectionBlock = defineBlock({
  schemaName: "block-section",
  label: { de: "Abschnitt", en: "Section" },
  category: "layout",
  container: true,
  fields: {
    /** In-page link target, e.g. `kontakt`; anything but 1–64 of `a-z0-9-` reads as `""`. */
    anchor: field.string({
      label: { de: "Anker-ID", en: "Anchor id" },
      pattern: "^[a-z0-9-]*$",
      tags: [EDITOR.text, VIEW.anchor],
      clean: (s) => (/^[a-z0-9-]{1,64}$/.test(s) ? s : ""),
    }),
    backgroundColor: backgroundColorField(),
    width: field.select({
      label: { de: "Breite", en: "Width" },
      allowedValues: ["narrow", "default", "wide", "full"],
      defaultValue: "default",
      tags: [EDITOR.select],
    }),
    paddingY: field.select({
      label: { de: "Vertikaler Innenabstand", en: "Vertical padding" },
      allowedValues: ["none", ...SIZES],
      defaultValue: "lg",
      tags: [EDITOR.select],
    }),
    align: alignField(),
  },
});

/** The props schema of `block-section`: what `readProps` reads its fields with. */
export const SectionSchema = sectionBlock.schema;
