import { describe, expect, it } from "vitest";
import { b } from "../../tests/support/lib/tree/sample-trees.ts";
import { COALESCE_WINDOW_MS, EMPTY_HISTORY, HISTORY_LIMIT, record, redo, seal, undo, type History } from "./history.ts";
import { initialState, type EditorState } from "./state.ts";

/** A distinct state per label, told apart by its only block's id. */
const s = (label: string): EditorState => initialState([b(label)]);
const label = (state: EditorState | undefined) => state?.tree[0]?.id;

/** Records the chain of states given, each `gap` ms after the previous, all with `key`. */
function typed(labels: string[], key: string | undefined, gap: number, from: History = EMPTY_HISTORY, start = 0): History {
  let history = from;
  for (let i = 1; i < labels.length; i++) history = record(history, s(labels[i - 1]!), s(labels[i]!), { key, at: start + i * gap });
  return history;
}

describe("history: record, undo and redo", () => {
  it("undoes to the state before each change and redoes to the state after it", () => {
    const history = typed(["0", "1", "2"], undefined, 10);
    const first = undo(history)!;
    expect(label(first.state)).toBe("1");
    const second = undo(first.history)!;
    expect(label(second.state)).toBe("0");
    expect(undo(second.history)).toBeUndefined();
    const again = redo(second.history)!;
    expect(label(again.state)).toBe("1");
    expect(label(redo(again.history)!.state)).toBe("2");
    expect(redo(history)).toBeUndefined();
  });

  it("clears the redo stack when a new change is recorded", () => {
    const undone = undo(typed(["0", "1", "2"], undefined, 10))!;
    expect(undone.history.future).toHaveLength(1);
    const changed = record(undone.history, s("1"), s("x"), { at: 100 });
    expect(changed.future).toHaveLength(0);
    expect(redo(changed)).toBeUndefined();
    expect(label(undo(changed)!.state)).toBe("1");
  });

  it("keeps at most the limit of steps, dropping the oldest", () => {
    let history = EMPTY_HISTORY;
    for (let i = 0; i < 5; i++) history = record(history, s(`${i}`), s(`${i + 1}`), { at: i * 10_000, limit: 3 });
    expect(history.past.map((step) => label(step.before))).toEqual(["2", "3", "4"]);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
  });

  it("uses the default limit when none is given", () => {
    let history = EMPTY_HISTORY;
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) history = record(history, s(`${i}`), s(`${i + 1}`), { at: i * 10_000 });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(label(history.past[0]!.before)).toBe("5");
  });
});

describe("history: coalescing", () => {
  it("merges edits with the same key while each follows the last within the window: one undo takes them all back", () => {
    const history = typed(["", "W", "Wo", "Wor", "Word"], "text", COALESCE_WINDOW_MS - 1);
    expect(history.past).toHaveLength(1);
    expect(label(undo(history)!.state)).toBe("");
    expect(label(redo(undo(history)!.history)!.state)).toBe("Word");
  });

  it("starts a new step after a pause as long as the window, for another key, and for changes without a key", () => {
    expect(typed(["", "a", "ab"], "text", COALESCE_WINDOW_MS).past).toHaveLength(2);
    const other = record(typed(["", "a"], "text", 10), s("a"), s("b"), { key: "level", at: 20 });
    expect(other.past).toHaveLength(2);
    expect(typed(["0", "1", "2"], undefined, 1).past).toHaveLength(2);
  });

  it("measures the window from the last edit, so steady typing stays one step however long it runs", () => {
    const labels = Array.from({ length: 30 }, (_, i) => `${i}`);
    expect(typed(labels, "text", COALESCE_WINDOW_MS / 2).past).toHaveLength(1);
  });

  it("starts a new step after a sealed one: a completed word, a checkpoint, an undo", () => {
    const word = record(typed(["", "a"], "text", 10), s("a"), s("a "), { key: "text", at: 20, seal: true });
    expect(word.past).toHaveLength(1);
    expect(record(word, s("a "), s("a b"), { key: "text", at: 30 }).past).toHaveLength(2);

    const checkpointed = seal(typed(["", "a"], "text", 10));
    expect(record(checkpointed, s("a"), s("ab"), { key: "text", at: 20 }).past).toHaveLength(2);

    const typing = typed(["", "a"], "text", 10);
    const afterInsert = record(typing, s("a"), s("block"), { at: 20 });
    const undone = undo(afterInsert)!;
    expect(record(undone.history, s("a"), s("ab"), { key: "text", at: 30 }).past).toHaveLength(2);
  });

  it("leaves a history with nothing to seal as it is", () => {
    expect(seal(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    const sealed = seal(typed(["0", "1"], "k", 1));
    expect(seal(sealed)).toBe(sealed);
  });
});
