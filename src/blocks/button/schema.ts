import type * as v from "valibot";
import { linkAddress } from "../../lib/link-address.ts";
import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-button`: a link styled as a button. */
export const buttonBlock = defineBlock({
  schemaName: "block-button",
  label: { de: "Button / Link", en: "Button / link" },
  category: "content",
  example: { label: { de: "Termin buchen", en: "Book an appointment" }, href: { de: "/kontakt", en: "/en/contact" } },
  fields: {
    label: field.string({
      label: { de: "Beschriftung", en: "Label" },
      partitioning: "language",
      required: true,
      maxLength: 60,
      tags: [EDITOR.text, VIEW.label],
    }),
    /** `/path`, `https://…` (a bare domain completed to it), `mailto:` or `tel:`; anything else reads as `undefined` (rendered as text). */
    href: field.string({
      label: { de: "Link", en: "Link" },
      hints: { de: "/pfad, https://…, mailto: oder tel:", en: "/path, https://…, mailto: or tel:" },
      partitioning: "language",
      required: true,
      tags: [EDITOR.url, VIEW.link],
      clean: (s) => linkAddress(s),
    }),
    variant: field.select({
      label: { de: "Variante", en: "Variant" },
      allowedValues: ["primary", "secondary", "ghost", "link"],
      defaultValue: "primary",
      tags: [EDITOR.select],
    }),
    /** Icon name from the `icons` schema, shown after the label. */
    icon: field.string({ label: { de: "Icon", en: "Icon" }, tags: [EDITOR.icon, VIEW.icon] }),
    newTab: field.boolean({ label: { de: "In neuem Tab öffnen", en: "Open in a new tab" }, defaultValue: false, tags: [EDITOR.checkbox] }),
  },
});

/** The props schema of `block-button`: what `readProps` reads its fields with. */
export const ButtonSchema = buttonBlock.schema;
export type ButtonProps = v.InferOutput<typeof ButtonSchema>;
