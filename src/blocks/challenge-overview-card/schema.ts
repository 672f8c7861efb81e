import { defineBlock } from "../define-block.ts";
import { field } from "../fields.ts";
import { backgroundColorField, challengeField, linkLabelField } from "../shared/common-fields.ts";
import { EDITOR, VIEW } from "../../lib/content/tags.ts";

/** `block-challenge-overview-card`: one weekly challenge as a card. */
export const challengeOverviewCardBlock = defineBlock({
  schemaName: "block-challenge-overview-card",
  label: { de: "Wochen-Challenge-Karte", en: "Weekly challenge card" },
  category: "challenges",
  reads: ["challenges"],
  fields: {
    challenge: challengeField(),
    eyebrow: field.string({ label: { de: "Dachzeile", en: "Eyebrow" }, partitioning: "language", tags: [EDITOR.text, VIEW.text] }),
    linkLabel: linkLabelField(),
    backgroundColor: backgroundColorField(),
  },
});

/** The props schema of `block-challenge-overview-card`: what `readProps` reads its fields with. */
export const ChallengeOverviewCardSchema = challengeOverviewCardBlock.schema;
