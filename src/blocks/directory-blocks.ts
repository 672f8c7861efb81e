import { bookAppointment } from "./book-appointment/index.ts";
import { challengeOverviewCard } from "./challenge-overview-card/index.ts";
import { challengeOverview } from "./challenge-overview/index.ts";
import { challengeSingle } from "./challenge-single/index.ts";
import { practitionerList } from "./practitioner-list/index.ts";
import { practitionerOverview } from "./practitioner-overview/index.ts";
import { practitionerRegistration } from "./practitioner-registration/index.ts";
import { practitionerSingle } from "./practitioner-single/index.ts";
import { practitionerSmallList } from "./practitioner-small-list/index.ts";
import type { BlockDefinition } from "./types.ts";

/**
 * The practitioner directory, booking and weekly-challenge blocks.
 * The block registry (src/blocks/registry.ts) merges these into its map by `schemaName`.
 */
export const directoryBlocks: BlockDefinition[] = [
  practitionerSingle,
  practitionerList,
  practitionerSmallList,
  practitionerOverview,
  practitionerRegistration,
  bookAppointment,
  challengeOverviewCard,
  challengeOverview,
  challengeSingle,
];
