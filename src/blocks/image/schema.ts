import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-image`: one asset image with alt text and an optional caption. */
export const imageBlock = defineBlock({
  schemaName: "block-image",
  label: { de: "Bild", en: "Image" },
  category: "media",
  fields: {
    /** `[assetId]`. */
    image: field.assets({ label: { de: "Bild", en: "Image" }, expectedType: "Image", maxItems: 1, required: true, tags: [EDITOR.image, VIEW.image] }),
    /** Alternative text in the page language; empty shows the asset's own (its metadata's `alt-<lang>`), and without that marks the image decorative. */
    alt: field.string({
      label: { de: "Alternativtext", en: "Alternative text" },
      hints: {
        de: "Leer: der Alternativtext der Datei gilt; ohne ihn ist das Bild dekorativ",
        en: "Empty: the file's alternative text applies; without one the image is decorative",
      },
      partitioning: "language",
      maxLength: 200,
      tags: [EDITOR.text, VIEW.alt],
    }),
    caption: field.string({ label: { de: "Bildunterschrift", en: "Caption" }, partitioning: "language", maxLength: 200, tags: [EDITOR.text, VIEW.caption] }),
    aspect: field.select({
      label: { de: "Seitenverhältnis", en: "Aspect ratio" },
      allowedValues: ["original", "16/9", "4/3", "1/1", "3/4"],
      defaultValue: "original",
      tags: [EDITOR.select],
    }),
    /** Above the fold: load eagerly with `fetchpriority="high"` (the LCP image). */
    priority: field.boolean({
      label: { de: "Im ersten Bildschirm (sofort laden)", en: "Above the fold (load eagerly)" },
      defaultValue: false,
      tags: [EDITOR.checkbox],
    }),
    rounded: field.boolean({ label: { de: "Abgerundete Ecken", en: "Rounded corners" }, defaultValue: true, tags: [EDITOR.checkbox] }),
  },
});

/** The props schema of `block-image`: what `readProps` reads its fields with. */
export const ImageSchema = imageBlock.schema;
