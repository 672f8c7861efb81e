import type { BlockInstance } from "../../lib/tree/block.ts";
import type { BlockPosition } from "../../lib/tree/insert-block.ts";
import { insertPosition, type InsertPlace } from "../insert-position.ts";
import type { BlockRules } from "../rules.ts";

/** Where the add-block dialog was opened for: beside or inside a block, or at the end of the page (`anchorId` null). */
export interface AddTarget {
  anchorId: string | null;
  place: InsertPlace;
}

/**
 * The position a new block takes for `target`: before or after the anchor block, inside it as its
 * last child (containers only), or at the end of the root list when there is no anchor. Null when
 * the anchor is gone or holds no children.
 */
export function addPosition(tree: readonly BlockInstance[], target: AddTarget, rules: BlockRules): BlockPosition | null {
  if (target.anchorId === null) return { parentId: null, index: tree.length };
  return insertPosition(tree, target.anchorId, target.place, rules);
}
