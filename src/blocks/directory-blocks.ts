import type { BlockDefinition } from "./types.ts";

/**
 * The practitioner directory, booking and weekly-challenge blocks (issue 3 §4, §5).
 * The block registry (src/blocks/registry.ts) merges these into its map by `schemaName`.
 */
export const directoryBlocks: BlockDefinition[] = [];
