import type { BlockInstance } from "../lib/tree/block.ts";
import { normalizeActive, type ActiveMap } from "./active.ts";

/** What the reducer works on: the page's block tree and where the editor is in it. */
export interface EditorState {
  tree: BlockInstance[];
  /** Exactly one active block per non-empty sibling list. */
  active: ActiveMap;
  /** The block the editor works on (side panel, keyboard moves); null before the first choice or when it is gone. */
  current: string | null;
}

/** The state for a freshly loaded tree: first blocks active, nothing current. */
export function initialState(tree: BlockInstance[]): EditorState {
  return { tree, active: normalizeActive(tree, {}), current: null };
}
