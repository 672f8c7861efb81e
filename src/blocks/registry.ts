/**
 * The visitor-side block registry: `schemaName` → block definition (schema + server-rendered View).
 * This is all a public page imports; editing parts live in `registry.editor.ts` behind a dynamic
 * import so no editor code reaches a visitor page.
 */
import { button } from "./button/index.ts";
import { columns } from "./columns/index.ts";
import { directoryBlocks } from "./directory-blocks.ts";
import { embed } from "./embed/index.ts";
import { heading } from "./heading/index.ts";
import { icon } from "./icon/index.ts";
import { image } from "./image/index.ts";
import { richText } from "./rich-text/index.ts";
import { section } from "./section/index.ts";
import { spacer } from "./spacer/index.ts";
import type { BlockDefinition } from "./types.ts";

/** The generic blocks (layout, content, media). */
export const genericBlocks: BlockDefinition[] = [section, columns, heading, richText, image, button, icon, spacer, embed];

/** Every code-backed block type. */
export const blocks: readonly BlockDefinition[] = [...genericBlocks, ...directoryBlocks];

const bySchemaName = new Map<string, BlockDefinition>(blocks.map((b) => [b.schemaName, b]));

/** The definition of a block type, or undefined for admin-defined and unknown types. */
export function getBlock(schemaName: string): BlockDefinition | undefined {
  return bySchemaName.get(schemaName);
}
