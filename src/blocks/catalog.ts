/**
 * The one list of code-backed block types, in the order the editor offers them. A block is a folder
 * `src/blocks/<name>/` (its schema name is `block-<name>`) holding `schema.ts` (the declaration
 * listed here), `View.tsx` (default-exports the view) and, for texts edited in place, `Edit.tsx`
 * (default-exports the Edit variant). Adding a block is its folder
 * and its line here: the visitor registry (`registry.ts`) and the editor's (`registry.editor.ts`)
 * find the rest by folder, and the component schemas in the content service follow on the next
 * start. This module loads no `.tsx`, so scripts under plain Node (the seed, the code build's
 * schema list) read it too. See docs/blocks.md.
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
import { newsletterSignupBlock } from "./newsletter-signup/schema.ts";
import { practitionerListBlock } from "./practitioner-list/schema.ts";
import { practitionerOverviewBlock } from "./practitioner-overview/schema.ts";
import { practitionerRegistrationBlock } from "./practitioner-registration/schema.ts";
import { practitionerSingleBlock } from "./practitioner-single/schema.ts";
import { practitionerSmallListBlock } from "./practitioner-small-list/schema.ts";
import { richTextBlock } from "./rich-text/schema.ts";
import { sectionBlock } from "./section/schema.ts";
import { spacerBlock } from "./spacer/schema.ts";

/** The folder of block type `schemaName` under src/blocks (`block-rich-text` → `rich-text`). */
export function blockFolder(schemaName: string): string {
  return schemaName.replace(/^block-/, "");
}

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
  newsletterSignupBlock,
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

const bySchemaName = new Map(blockTypes.map((type) => [type.schemaName, type]));

/** The declaration of code-backed block type `schemaName` (no view), or undefined for admin-defined and unknown types. */
export function blockType(schemaName: string): BlockType | undefined {
  return bySchemaName.get(schemaName);
}
