import type { Fields } from "../lib/content/model.ts";
import type { BlockInstance } from "../lib/tree/block.ts";
import type { BlockPosition } from "../lib/tree/insert-block.ts";

/**
 * Every change the builder makes, as data. All but `set-active` change the page and are recorded
 * for undo. Positions: `parentId` `null` is the root list; `index` counts the target's children
 * (for `move`, without the moved block).
 */
export type EditorAction =
  /** A new block (its ids fresh and unused) at a position; it becomes the current block. */
  | { type: "insert"; block: BlockInstance; at: BlockPosition }
  /** A copy of the clipboard block with fresh ids for it and its subtree at a position. */
  | { type: "paste"; block: BlockInstance; at: BlockPosition }
  | { type: "move"; id: string; to: BlockPosition }
  /** Removes the block with its subtree; its next sibling (else previous, else parent) takes its place as current. */
  | { type: "remove"; id: string }
  /** A copy with fresh ids right after the original. */
  | { type: "duplicate"; id: string }
  /** Replaces the named fields whole (every language); `undefined` removes a field. */
  | { type: "update-fields"; id: string; changes: Partial<Fields> }
  /** Shows the block to visitors or hides it (the instance's `active` flag). */
  | { type: "set-shown"; id: string; shown: boolean }
  /** The whole tree at once: a restored version or recovered draft. Its ids must be unique. */
  | { type: "replace-tree"; tree: BlockInstance[] }
  /** Makes the block current and active in its list, and its ancestors in theirs; not recorded for undo. */
  | { type: "set-active"; id: string };

/** The `type` of an action. */
export type EditorActionType = EditorAction["type"];
