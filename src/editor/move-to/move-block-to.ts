import type { BlockPosition } from "../../lib/tree/insert-block.ts";
import { $editor, keyboardMove } from "../store.ts";
import { focusBlock } from "../commands.ts";
import { notify } from "../notices.ts";

/**
 * Moves block `id` to `to` (the "move to…" dialog, a drop), says the new position in the live
 * region, or why it cannot go there (then nothing changes), and keeps the keyboard focus on the
 * block's handle. Returns whether it moved.
 */
export function moveBlockTo(id: string, to: BlockPosition, focus = true): boolean {
  const moved = keyboardMove(id, { kind: "to", target: to });
  notify($editor.get().announcement);
  if (focus) focusBlock(id);
  return moved;
}
