import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { titleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-practitioner-registration`: an invitation to register, linking to the registration route. */
export const practitionerRegistrationBlock = defineBlock({
  schemaName: "block-practitioner-registration",
  label: { de: "Registrierung als Trainerin / Trainer", en: "Practitioner registration" },
  category: "directory",
  fields: {
    title: titleField(),
    text: field.richText({ label: { de: "Text", en: "Text" }, partitioning: "language", tags: [EDITOR.richtext, VIEW.richtext] }),
    buttonLabel: field.string({
      label: { de: "Button-Beschriftung", en: "Button label" },
      partitioning: "language",
      required: true,
      tags: [EDITOR.text, VIEW.label],
    }),
  },
});

/** The props schema of `block-practitioner-registration`: what `readProps` reads its fields with. */
export const PractitionerRegistrationSchema = practitionerRegistrationBlock.schema;

/** The registration route (one path for both languages). */
export const REGISTRATION_PATH = "/practitioners/register";
