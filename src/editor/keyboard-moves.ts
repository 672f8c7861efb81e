import type { BlockInstance } from "../lib/tree/block.ts";
import { findBlock } from "../lib/tree/find-block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";
import type { BlockRules } from "./rules.ts";

/**
 * The keyboard moves of a block: one place up or down among its siblings, into the container
 * right before it (as its last child), out of its container (right after it), or to a chosen
 * container and index (the "move to…" dialog).
 */
export type KeyboardMove = { kind: "up" } | { kind: "down" } | { kind: "into-previous" } | { kind: "out" } | { kind: "to"; target: BlockPosition };

/** The kind of a keyboard move. */
export type KeyboardMoveKind = KeyboardMove["kind"];

// Every position below is one for `moveBlock`: its index counts the target's children without the moved block.

/** One place up among its siblings; null for the first block of its list or an unknown id. */
export function moveUp(tree: readonly BlockInstance[], id: string): BlockPosition | null {
  const found = findBlock(tree, id);
  return found && found.index > 0 ? { parentId: found.parent?.id ?? null, index: found.index - 1 } : null;
}

/** One place down among its siblings; null for the last block of its list or an unknown id. */
export function moveDown(tree: readonly BlockInstance[], id: string): BlockPosition | null {
  const found = findBlock(tree, id);
  if (!found) return null;
  const count = (found.parent?.children ?? tree).length;
  return found.index < count - 1 ? { parentId: found.parent?.id ?? null, index: found.index + 1 } : null;
}

/** Into the sibling right before it, as its last child; null when there is none or it is no container. */
export function moveIntoPrevious(tree: readonly BlockInstance[], id: string, rules: BlockRules): BlockPosition | null {
  const found = findBlock(tree, id);
  const previous = found && found.index > 0 ? (found.parent?.children ?? tree)[found.index - 1] : undefined;
  if (!previous || !rules.isContainer(previous.schemaName)) return null;
  return { parentId: previous.id, index: previous.children?.length ?? 0 };
}

/** Out of its container, right after it in the container's own list; null at the root. */
export function moveOut(tree: readonly BlockInstance[], id: string): BlockPosition | null {
  const found = findBlock(tree, id);
  if (!found?.parent) return null;
  const parentIndex = (found.ancestors.at(-2)?.children ?? tree).indexOf(found.parent);
  return { parentId: found.ancestors.at(-2)?.id ?? null, index: parentIndex + 1 };
}

/**
 * `target` when block `id` can move there: the parent exists (or is the root), is a container,
 * is neither the block nor inside it, and the index is within its children (not counting the
 * block). Null otherwise. The block's own place is a valid target (the move changes nothing).
 */
export function moveTo(tree: readonly BlockInstance[], id: string, target: BlockPosition, rules: BlockRules): BlockPosition | null {
  const found = findBlock(tree, id);
  if (!found) return null;
  let children: readonly BlockInstance[] = tree;
  if (target.parentId !== null) {
    const parent = findBlock(tree, target.parentId);
    if (!parent || !rules.isContainer(parent.block.schemaName)) return null;
    if (parent.block.id === id || parent.ancestors.includes(found.block)) return null;
    children = parent.block.children ?? [];
  }
  const count = children.length - (children.includes(found.block) ? 1 : 0);
  return Number.isInteger(target.index) && target.index >= 0 && target.index <= count ? { parentId: target.parentId, index: target.index } : null;
}

/** The position a keyboard move takes block `id` to, or null when that move is not possible from where it is. */
export function keyboardMoveTarget(tree: readonly BlockInstance[], id: string, move: KeyboardMove, rules: BlockRules): BlockPosition | null {
  switch (move.kind) {
    case "up":
      return moveUp(tree, id);
    case "down":
      return moveDown(tree, id);
    case "into-previous":
      return moveIntoPrevious(tree, id, rules);
    case "out":
      return moveOut(tree, id);
    case "to":
      return moveTo(tree, id, move.target, rules);
  }
}
