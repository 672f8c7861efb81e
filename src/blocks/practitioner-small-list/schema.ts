import { linkAddress } from "../../lib/link-address.ts";
import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { limitField, linkLabelField, titleField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-practitioner-small-list`: a few practitioners and a link to the directory. */
export const practitionerSmallListBlock = defineBlock({
  schemaName: "block-practitioner-small-list",
  label: { de: "Kurzliste der Trainerinnen und Trainer", en: "Practitioner small list" },
  category: "directory",
  reads: ["practitioners"],
  fields: {
    title: titleField(),
    limit: limitField(6),
    linkLabel: linkLabelField(),
    /** Link to the full directory; unsafe URLs read as `undefined`. */
    href: field.string({ label: { de: "Link", en: "Link" }, partitioning: "language", tags: [EDITOR.url, VIEW.link], clean: (s) => linkAddress(s) }),
  },
});

/** The props schema of `block-practitioner-small-list`: what `readProps` reads its fields with. */
export const PractitionerSmallListSchema = practitionerSmallListBlock.schema;
