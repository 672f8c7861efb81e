import type { BlockInstance } from "./block.ts";
import { TreeError } from "./tree-error.ts";

function update(blocks: BlockInstance[], id: string, change: (block: BlockInstance) => BlockInstance): BlockInstance[] | undefined {
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    let next: BlockInstance | undefined;
    if (block.id === id) next = change(block);
    else if (block.children) {
      const children = update(block.children, id, change);
      if (children) next = { ...block, children };
    }
    if (next) return blocks.with(i, next);
  }
  return undefined;
}

/**
 * The tree with block `id` replaced by `change(block)`. Only the blocks on the path to it are
 * copied; every other subtree keeps its identity. Throws a `TreeError` (`not-found`).
 */
export function updateBlock(tree: BlockInstance[], id: string, change: (block: BlockInstance) => BlockInstance): BlockInstance[] {
  const next = update(tree, id, change);
  if (!next) throw new TreeError("not-found", id, `Block ${id} is not in the tree`);
  return next;
}

/** The tree with the children of `parentId` (`null`: the root list) replaced by `change(children)`. */
export function updateChildren(tree: BlockInstance[], parentId: string | null, change: (children: BlockInstance[]) => BlockInstance[]): BlockInstance[] {
  if (parentId === null) return change(tree);
  return updateBlock(tree, parentId, (parent) => ({ ...parent, children: change(parent.children ?? []) }));
}
