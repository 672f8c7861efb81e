import type { BlockInstance } from "./block.ts";
import { findBlock } from "./find-block.ts";
import { TreeError } from "./tree-error.ts";
import { updateChildren } from "./update-block.ts";

/** The tree without block `id` and its subtree. Throws a `TreeError` (`not-found`). */
export function removeBlock(tree: BlockInstance[], id: string): BlockInstance[] {
  const found = findBlock(tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  return updateChildren(tree, found.parent?.id ?? null, (children) => children.toSpliced(found.index, 1));
}
