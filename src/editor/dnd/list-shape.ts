import type { BlockInstance } from "../../lib/tree/block.ts";
import { walkTree } from "../../lib/tree/walk-tree.ts";

/**
 * A text that changes exactly when the tree's lists change: a block added, removed or moved, a
 * container emptied or filled. Field edits leave it as it is, so the canvas's sortable lists are
 * not set up again on every keystroke.
 */
export function listShape(tree: readonly BlockInstance[]): string {
  const parts: string[] = [];
  for (const { block, parent } of walkTree(tree)) parts.push(`${parent?.id ?? ""}>${block.id}${block.children?.length === 0 ? "[]" : ""}`);
  return parts.join(" ");
}
