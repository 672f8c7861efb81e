import type { BlockInstance } from "./block.ts";
import { copyBlock, type NewId } from "./copy-block.ts";
import { findBlock } from "./find-block.ts";
import { insertBlock } from "./insert-block.ts";
import { TreeError } from "./tree-error.ts";

/**
 * The tree with a deep copy of block `id` (fresh ids for it and every descendant, from `newId`)
 * right after the original, and the copy. Throws a `TreeError`: `not-found`, or `duplicate-id` when
 * `newId` returns an id the tree already has.
 */
export function duplicateBlock(tree: BlockInstance[], id: string, newId: NewId = () => crypto.randomUUID()): { tree: BlockInstance[]; copy: BlockInstance } {
  const found = findBlock(tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  const copy = copyBlock(found.block, newId);
  // The parent already holds the original, so it is a container whatever its type.
  return { tree: insertBlock(tree, copy, { parentId: found.parent?.id ?? null, index: found.index + 1 }, () => true), copy };
}
