import type { BlockInstance } from "./block.ts";

/** A block found in a tree, with its place. */
export interface FoundBlock {
  block: BlockInstance;
  /** The containing block; undefined at the root. */
  parent: BlockInstance | undefined;
  /** Position among its siblings. */
  index: number;
  /** The blocks from the root down to its parent (empty at the root). */
  ancestors: BlockInstance[];
}

function find(blocks: readonly BlockInstance[], id: string, ancestors: BlockInstance[]): FoundBlock | undefined {
  for (const [index, block] of blocks.entries()) {
    if (block.id === id) return { block, parent: ancestors.at(-1), index, ancestors };
    if (block.children) {
      const found = find(block.children, id, [...ancestors, block]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The block with `id`, its parent, index and ancestors; undefined when the tree has none. */
export function findBlock(tree: readonly BlockInstance[], id: string): FoundBlock | undefined {
  return find(tree, id, []);
}
