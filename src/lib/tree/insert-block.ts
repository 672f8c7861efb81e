import type { BlockInstance } from "./block.ts";
import { findBlock } from "./find-block.ts";
import { TreeError } from "./tree-error.ts";
import { updateChildren } from "./update-block.ts";
import { walkTree } from "./walk-tree.ts";

/** Where a block goes: among the children of `parentId` (`null`: the root list), at `index`. */
export interface BlockPosition {
  parentId: string | null;
  index: number;
}

/** Whether instances of a block type may hold children (from the registry or the schema's `container` tag). */
export type IsContainer = (schemaName: string) => boolean;

/**
 * The tree with `block` (and its subtree) inserted at `position`; `index` may equal the number of
 * children (append). Throws a `TreeError`: `not-found` (parent), `not-a-container` (parent type),
 * `index-out-of-range`, `duplicate-id` (an id of `block`'s subtree is already taken).
 */
export function insertBlock(tree: BlockInstance[], block: BlockInstance, position: BlockPosition, isContainer: IsContainer): BlockInstance[] {
  const { parentId, index } = position;
  let siblings = tree;
  if (parentId !== null) {
    const parent = findBlock(tree, parentId)?.block;
    if (!parent) throw new TreeError("not-found", parentId, `Parent block ${parentId} is not in the tree`);
    if (!isContainer(parent.schemaName)) throw new TreeError("not-a-container", parentId, `Block ${parentId} (${parent.schemaName}) cannot hold children`);
    siblings = parent.children ?? [];
  }
  if (!Number.isInteger(index) || index < 0 || index > siblings.length)
    throw new TreeError("index-out-of-range", block.id, `Index ${index} is outside 0–${siblings.length}`);
  const taken = new Set<string>();
  for (const { block: b } of walkTree(tree)) taken.add(b.id);
  for (const { block: b } of walkTree([block])) {
    if (taken.has(b.id)) throw new TreeError("duplicate-id", b.id, `Block id ${b.id} is already in the tree`);
    taken.add(b.id);
  }
  return updateChildren(tree, parentId, (children) => children.toSpliced(index, 0, block));
}
