import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { SIZES } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-columns`: each child block is one column. */
export const columnsBlock = defineBlock({
  schemaName: "block-columns",
  label: { de: "Spalten", en: "Columns" },
  category: "layout",
  container: true,
  fields: {
    /** Columns on large screens, or `auto`: children side by side at their natural width, wrapping (a row of buttons). */
    columns: field.select({
      label: { de: "Spalten auf großen Bildschirmen", en: "Columns on large screens" },
      hints: {
        de: "Jeder Kindblock ist eine Spalte; auto: nebeneinander in natürlicher Breite (z. B. Buttons)",
        en: "Each child block is one column; auto: side by side at their natural width (e.g. buttons)",
      },
      allowedValues: ["2", "3", "4", "auto"],
      defaultValue: "2",
      tags: [EDITOR.select],
    }),
    gap: field.select({ label: { de: "Abstand", en: "Gap" }, allowedValues: SIZES, defaultValue: "md", tags: [EDITOR.select] }),
    verticalAlign: field.select({
      label: { de: "Vertikale Ausrichtung", en: "Vertical alignment" },
      allowedValues: ["start", "center", "end", "stretch"],
      defaultValue: "start",
      tags: [EDITOR.select],
    }),
    reverseOnMobile: field.boolean({
      label: { de: "Auf kleinen Bildschirmen umgekehrte Reihenfolge", en: "Reverse order on small screens" },
      defaultValue: false,
      tags: [EDITOR.checkbox],
    }),
  },
});

/** The props schema of `block-columns`: what `readProps` reads its fields with. */
export const ColumnsSchema = columnsBlock.schema;
