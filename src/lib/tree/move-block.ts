import type { BlockInstance } from "./block.ts";
import { findBlock } from "./find-block.ts";
import { insertBlock, type BlockPosition, type IsContainer } from "./insert-block.ts";
import { removeBlock } from "./remove-block.ts";
import { TreeError } from "./tree-error.ts";

/**
 * The tree with block `id` (and its subtree) moved to `position`, where `index` counts the target's
 * children without the moved block. Moving a block to where it is returns `tree` itself. Throws a
 * `TreeError`: `not-found`, `into-itself` (the target is the block or one of its descendants), and
 * whatever `insertBlock` refuses.
 */
export function moveBlock(tree: BlockInstance[], id: string, position: BlockPosition, isContainer: IsContainer): BlockInstance[] {
  const found = findBlock(tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  if (position.parentId !== null && (position.parentId === id || findBlock(found.block.children ?? [], position.parentId))) {
    throw new TreeError("into-itself", id, `Block ${id} cannot move into itself or one of its descendants`);
  }
  if ((found.parent?.id ?? null) === position.parentId && found.index === position.index) return tree;
  return insertBlock(removeBlock(tree, id), found.block, position, isContainer);
}
