import type { EditorState } from "./state.ts";

/**
 * Consecutive edits of the same field merge while each follows the previous within this time.
 * Keystrokes come 150–400 ms apart for most typists and well under a second even for slow ones,
 * so a word typed in one go stays one step; a pause of a second or more (thinking, reading,
 * switching to the mouse) starts a new step. Words are also cut at whitespace (`completesWord`).
 */
export const COALESCE_WINDOW_MS = 1000;

/**
 * Undo steps kept; the oldest are dropped past this. Steps share every untouched subtree with their
 * neighbours, so a step costs about the path it changed: 500 is a long session's work for little memory.
 */
export const HISTORY_LIMIT = 500;

/** One undoable change: the state before and after it (a merged step spans several edits). */
export interface HistoryStep {
  before: EditorState;
  after: EditorState;
  /** Edits with the same key may merge into this step (see `coalesceKey`). */
  key?: string;
  /** When the last edit of this step happened (ms). */
  at: number;
  /** No later edit merges into this step. */
  sealed: boolean;
}

/** The undo and redo stacks, most recent last. Immutable: every function returns a new history. */
export interface History {
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
}

/** How a change is recorded. */
export interface RecordOptions {
  key?: string;
  at: number;
  /** The change ends a run of typing (a word): the next edit starts a new step even with the same key. */
  seal?: boolean;
  windowMs?: number;
  limit?: number;
}

/** A history with nothing to undo or redo. */
export const EMPTY_HISTORY: History = { past: [], future: [] };

/**
 * The history with the change `before` → `after` recorded and the redo stack cleared. It merges
 * into the last step when both carry the same key, that step is not sealed and the change comes
 * within the window after that step's last edit; past `limit` steps the oldest is dropped.
 */
export function record(history: History, before: EditorState, after: EditorState, options: RecordOptions): History {
  const { key, at, seal = false, windowMs = COALESCE_WINDOW_MS, limit = HISTORY_LIMIT } = options;
  const last = history.past.at(-1);
  if (last && key !== undefined && last.key === key && !last.sealed && at - last.at < windowMs) {
    return { past: history.past.with(-1, { ...last, after, at, sealed: seal }), future: [] };
  }
  const past = [...history.past, { before, after, key, at, sealed: seal }];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The history with its last step sealed, so the next edit starts a new step (e.g. when a field loses focus). */
export function seal(history: History): History {
  const last = history.past.at(-1);
  return last && !last.sealed ? { ...history, past: history.past.with(-1, { ...last, sealed: true }) } : history;
}

/**
 * The last change taken back: the state before it and the history with it on the redo stack;
 * undefined when there is nothing to undo. The step now on top is sealed: an edit after an undo
 * is a step of its own.
 */
export function undo(history: History): { state: EditorState; history: History } | undefined {
  const step = history.past.at(-1);
  if (!step) return undefined;
  const past = seal({ past: history.past.slice(0, -1), future: [] }).past;
  return { state: step.before, history: { past, future: [...history.future, { ...step, sealed: true }] } };
}

/** The last undone change made again: the state after it and the history with it back on the undo stack; undefined when there is nothing to redo. */
export function redo(history: History): { state: EditorState; history: History } | undefined {
  const step = history.future.at(-1);
  if (!step) return undefined;
  return { state: step.after, history: { past: [...history.past, step], future: history.future.slice(0, -1) } };
}
