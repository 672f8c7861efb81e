import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-practitioner-single`: one practitioner's details. */
export const practitionerSingleBlock = defineBlock({
  schemaName: "block-practitioner-single",
  label: { de: "Trainerin / Trainer", en: "Practitioner" },
  category: "directory",
  reads: ["practitioners"],
  fields: {
    /** `[practitionerId]`; a hidden or other-site practitioner renders nothing. */
    practitioner: field.references({
      label: { de: "Trainerin / Trainer", en: "Practitioner" },
      references: "practitioners",
      maxItems: 1,
      required: true,
      tags: [EDITOR.reference],
    }),
    showContact: field.boolean({ label: { de: "Kontaktdaten zeigen", en: "Show contact details" }, defaultValue: true, tags: [EDITOR.checkbox] }),
  },
});

/** The props schema of `block-practitioner-single`: what `readProps` reads its fields with. */
export const PractitionerSingleSchema = practitionerSingleBlock.schema;
