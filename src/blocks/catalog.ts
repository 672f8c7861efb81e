/**
 * Every code-backed block type without its view, in the registry's order. The seed derives the
 * component schemas from it (it cannot load `.tsx` views); `registry.ts` adds the views.
 */
import { bookAppointmentBlock } from "./book-appointment/schema.ts";
import { buttonBlock } from "./button/schema.ts";
import { challengeOverviewCardBlock } from "./challenge-overview-card/schema.ts";
import { challengeOverviewBlock } from "./challenge-overview/schema.ts";
import { challengeSingleBlock } from "./challenge-single/schema.ts";
import { columnsBlock } from "./columns/schema.ts";
import type { BlockType } from "./define-block.ts";
import { embedBlock } from "./embed/schema.ts";
import { headingBlock } from "./heading/schema.ts";
import { iconBlock } from "./icon/schema.ts";
import { imageBlock } from "./image/schema.ts";
import { practitionerListBlock } from "./practitioner-list/schema.ts";
import { practitionerOverviewBlock } from "./practitioner-overview/schema.ts";
import { practitionerRegistrationBlock } from "./practitioner-registration/schema.ts";
import { practitionerSingleBlock } from "./practitioner-single/schema.ts";
import { practitionerSmallListBlock } from "./practitioner-small-list/schema.ts";
import { richTextBlock } from "./rich-text/schema.ts";
import { sectionBlock } from "./section/schema.ts";
import { spacerBlock } from "./spacer/schema.ts";

export const blockTypes: readonly BlockType[] = [
  sectionBlock,
  columnsBlock,
  headingBlock,
  richTextBlock,
  imageBlock,
  buttonBlock,
  iconBlock,
  spacerBlock,
  embedBlock,
  practitionerSingleBlock,
  practitionerListBlock,
  practitionerSmallListBlock,
  practitionerOverviewBlock,
  practitionerRegistrationBlock,
  bookAppointmentBlock,
  challengeOverviewCardBlock,
  challengeOverviewBlock,
  challengeSingleBlock,
];
