import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { challengeField } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-challenge-single`: one weekly challenge in full. */
export const challengeSingleBlock = defineBlock({
  schemaName: "block-challenge-single",
  label: { de: "Wochen-Challenge", en: "Weekly challenge" },
  category: "challenges",
  reads: ["challenges"],
  fields: {
    challenge: challengeField(),
    showNavigation: field.boolean({
      label: { de: "Links zur vorigen und nächsten Woche", en: "Links to previous and next week" },
      defaultValue: true,
      tags: [EDITOR.checkbox],
    }),
  },
});

/** The props schema of `block-challenge-single`: what `readProps` reads its fields with. */
export const ChallengeSingleSchema = challengeSingleBlock.schema;
