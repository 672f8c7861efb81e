import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { limitField, titleField } from "../shared/common-fields.ts";
import { EDITOR } from "../../lib/content/tags.ts";

/** `block-challenge-overview`: the weekly challenges as a list of cards. */
export const challengeOverviewBlock = defineBlock({
  schemaName: "block-challenge-overview",
  label: { de: "Wochen-Challenge-Übersicht", en: "Weekly challenge overview" },
  category: "challenges",
  reads: ["challenges"],
  fields: {
    title: titleField(),
    showPast: field.boolean({ label: { de: "Vergangene Wochen einbeziehen", en: "Include past weeks" }, defaultValue: true, tags: [EDITOR.checkbox] }),
    showUpcoming: field.boolean({ label: { de: "Kommende Wochen einbeziehen", en: "Include upcoming weeks" }, defaultValue: false, tags: [EDITOR.checkbox] }),
    limit: limitField(12),
  },
});

/** The props schema of `block-challenge-overview`: what `readProps` reads its fields with. */
export const ChallengeOverviewSchema = challengeOverviewBlock.schema;
