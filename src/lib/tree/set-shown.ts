import type { BlockInstance } from "./block.ts";
import { findBlock } from "./find-block.ts";
import { TreeError } from "./tree-error.ts";
import { updateBlock } from "./update-block.ts";

/**
 * The tree with block `id` shown to visitors (`active: true`) or hidden (`active: false`); a hidden
 * block keeps its place, fields and children. Returns `tree` itself when the flag already has that
 * value. Throws a `TreeError` (`not-found`).
 */
export function setShown(tree: BlockInstance[], id: string, shown: boolean): BlockInstance[] {
  const found = findBlock(tree, id);
  if (!found) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  if (found.block.active === shown) return tree;
  return updateBlock(tree, id, (block) => ({ ...block, active: shown }));
}
