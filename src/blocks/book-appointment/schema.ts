import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { introField, titleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-book-appointment`: the open appointment slots, grouped by day. */
export const bookAppointmentBlock = defineBlock({
  schemaName: "block-book-appointment",
  label: { de: "Termin buchen", en: "Book appointment" },
  category: "booking",
  reads: ["practitioners", "appointments"],
  fields: {
    title: titleField(),
    intro: introField(),
    /** `[practitionerId]`; empty: the slots of every visible practitioner. */
    practitioner: field.references({
      label: { de: "Trainerin / Trainer (leer: alle)", en: "Practitioner (empty: all)" },
      references: "practitioners",
      maxItems: 1,
      tags: [EDITOR.reference],
    }),
    /** Days from the build on that are listed. */
    days: field.number({ label: { de: "Angezeigte Tage", en: "Days shown" }, minValue: 1, maxValue: 60, defaultValue: 28, tags: [EDITOR.number] }),
    emptyText: field.string({
      label: { de: "Text, wenn kein Termin frei ist", en: "Text when no slot is free" },
      partitioning: "language",
      tags: [EDITOR.text, VIEW.text],
    }),
  },
});

/** The props schema of `block-book-appointment`: what `readProps` reads its fields with. */
export const BookAppointmentSchema = bookAppointmentBlock.schema;
