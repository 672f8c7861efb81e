import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { limitField, titleField } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-practitioner-list`: visible practitioners, optionally of one country or language. */
export const practitionerListBlock = defineBlock({
  schemaName: "block-practitioner-list",
  label: { de: "Liste der Trainerinnen und Trainer", en: "Practitioner list" },
  category: "directory",
  reads: ["practitioners"],
  fields: {
    title: titleField(),
    /** ISO 3166-1 alpha-2, e.g. `AT`; empty: every country. */
    country: field.string({ label: { de: "Nur dieses Land (ISO-Code)", en: "Only this country (ISO code)" }, maxLength: 2, tags: [EDITOR.text] }),
    /** ISO 639-1, e.g. `en`; empty: every language. */
    language: field.string({ label: { de: "Nur diese Sprache (ISO-Code)", en: "Only this language (ISO code)" }, maxLength: 2, tags: [EDITOR.text] }),
    limit: limitField(24),
  },
});

/** The props schema of `block-practitioner-list`: what `readProps` reads its fields with. */
export const PractitionerListSchema = practitionerListBlock.schema;
