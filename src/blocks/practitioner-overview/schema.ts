import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { introField, titleField } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-practitioner-overview`: the filterable directory with its map. */
export const practitionerOverviewBlock = defineBlock({
  schemaName: "block-practitioner-overview",
  label: { de: "Verzeichnis mit Karte", en: "Practitioner overview (with map)" },
  category: "directory",
  reads: ["practitioners"],
  fields: {
    title: titleField(),
    intro: introField(),
    showMap: field.boolean({ label: { de: "Karte zeigen", en: "Show map" }, defaultValue: true, tags: [EDITOR.checkbox] }),
    showFilters: field.boolean({ label: { de: "Filter zeigen", en: "Show filters" }, defaultValue: true, tags: [EDITOR.checkbox] }),
  },
});

/** The props schema of `block-practitioner-overview`: what `readProps` reads its fields with. */
export const PractitionerOverviewSchema = practitionerOverviewBlock.schema;
