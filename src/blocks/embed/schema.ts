import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";
import { PROVIDERS } from "./providers.ts";

/** `block-embed`: a video or map we build from a parsed id, behind a consent placeholder. */
export const embedBlock = defineBlock({
  schemaName: "block-embed",
  label: { de: "Einbettung", en: "Embed" },
  category: "media",
  fields: {
    provider: field.select({
      label: { de: "Anbieter", en: "Provider" },
      allowedValues: PROVIDERS,
      defaultValue: "youtube",
      required: true,
      tags: [EDITOR.select],
    }),
    /** The editor's URL, e.g. `https://youtu.be/…`; only parsed, never used as the iframe source. */
    url: field.string({ label: { de: "URL", en: "URL" }, required: true, tags: [EDITOR.url, VIEW.embed] }),
    /** The iframe's title for screen readers. */
    title: field.string({
      label: { de: "Titel (für Screenreader)", en: "Title (for screen readers)" },
      partitioning: "language",
      required: true,
      tags: [EDITOR.text, VIEW.label],
    }),
    consentCategory: field.select({
      label: { de: "Einwilligungskategorie", en: "Consent category" },
      allowedValues: ["functional", "statistic", "marketing"],
      defaultValue: "marketing",
      tags: [EDITOR.select],
    }),
    aspect: field.select({
      label: { de: "Seitenverhältnis", en: "Aspect ratio" },
      allowedValues: ["16/9", "4/3", "1/1"],
      defaultValue: "16/9",
      tags: [EDITOR.select],
    }),
  },
});

/** The props schema of `block-embed`: what `readProps` reads its fields with. */
export const EmbedSchema = embedBlock.schema;
