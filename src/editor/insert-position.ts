import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";
import type { BlockRules } from "./rules.ts";

/** Where a new or pasted block goes relative to an existing one. */
export type InsertPlace = "before" | "after" | "inside";

/**
 * The position for inserting or pasting relative to block `id`: right before it, right after it,
 * or inside it as its last child. Null when the block is not in the tree, or for `inside` when
 * its type is no container.
 */
export function insertPosition(tree: readonly BlockInstance[], id: string, place: InsertPlace, rules: BlockRules): BlockPosition | null {
  const found = findBlock(tree, id);
  if (!found) return null;
  if (place === "inside") return rules.isContainer(found.block.schemaName) ? { parentId: id, index: found.block.children?.length ?? 0 } : null;
  return { parentId: found.parent?.id ?? null, index: place === "before" ? found.index : found.index + 1 };
}
