import { describe, expect, it } from "vitest";
import { findBlock } from "../lib/tree/find-block.ts";
import { b, sampleTree, shape } from "../../tests/support/lib/tree/sample-trees.ts";
import type { EditorAction } from "./actions.ts";
import { ROOT_LIST } from "./active.ts";
import { reduce, type ReduceContext } from "./reduce.ts";
import { initialState, type EditorState } from "./state.ts";
import { counter, rules } from "../../tests/support/editor/page-tree.ts";

const context = (): ReduceContext => ({ rules, newId: counter() });
const start = (current: string | null = null): EditorState => ({ ...initialState(sampleTree()), current });
const apply = (state: EditorState, action: EditorAction) => reduce(state, action, context());

/** Runs an action that must be refused, and checks that the state is handed back untouched. */
function refused(state: EditorState, action: EditorAction) {
  const result = apply(state, action);
  expect(result.state).toBe(state);
  expect(result.error).toBeDefined();
  return result.error!;
}

describe("reduce: insert", () => {
  it("inserts a new block, makes it current and active along its path", () => {
    const { state, error } = apply(start(), { type: "insert", block: b("new"), at: { parentId: "s2", index: 1 } });
    expect(error).toBeUndefined();
    expect(shape(state.tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "new", "h3"]]]], "z"]);
    expect(state.current).toBe("new");
    expect(state.active).toEqual({ [ROOT_LIST]: "s1", s1: "s2", s2: "new" });
  });

  it("refuses a missing parent, a non-container, an unknown type, a bad index and a taken id", () => {
    const state = start();
    expect(refused(state, { type: "insert", block: b("new"), at: { parentId: "nope", index: 0 } })).toEqual({ code: "not-found", blockId: "nope" });
    expect(refused(state, { type: "insert", block: b("new"), at: { parentId: "h1", index: 0 } })).toEqual({ code: "not-a-container", blockId: "h1" });
    expect(refused(state, { type: "insert", block: { ...b("new"), schemaName: "block-gone" }, at: { parentId: null, index: 0 } }).code).toBe("not-allowed");
    expect(refused(state, { type: "insert", block: b("new"), at: { parentId: null, index: 4 } }).code).toBe("index-out-of-range");
    expect(refused(state, { type: "insert", block: b("h2"), at: { parentId: null, index: 0 } })).toEqual({ code: "duplicate-id", blockId: "h2" });
  });
});

describe("reduce: paste", () => {
  it("pastes a copy with fresh ids for the block and its subtree, leaving the clipboard block as it was", () => {
    const clip = b("clip", [b("inner")]);
    const { state } = apply(start(), { type: "paste", block: clip, at: { parentId: null, index: 3 } });
    expect(shape(state.tree).at(-1)).toEqual(["n1", ["n2"]]);
    expect(state.tree[3]!.fields).toEqual(clip.fields);
    expect(state.tree[3]!.fields).not.toBe(clip.fields);
    expect(state.current).toBe("n1");
    expect(clip.id).toBe("clip");
  });

  it("pastes the same clipboard block twice without an id clash", () => {
    const ctx = context();
    const once = reduce(start(), { type: "paste", block: b("a"), at: { parentId: null, index: 0 } }, ctx).state;
    const twice = reduce(once, { type: "paste", block: b("a"), at: { parentId: null, index: 0 } }, ctx);
    expect(twice.error).toBeUndefined();
    expect(shape(twice.state.tree).slice(0, 3)).toEqual(["n2", "n1", "a"]);
  });

  it("refuses pasting into a non-container and a type this site does not have", () => {
    const state = start();
    expect(refused(state, { type: "paste", block: b("clip"), at: { parentId: "a", index: 0 } }).code).toBe("not-a-container");
    expect(refused(state, { type: "paste", block: { ...b("clip"), schemaName: "block-old" }, at: { parentId: "s1", index: 0 } }).code).toBe("not-allowed");
  });
});

describe("reduce: move", () => {
  it("moves a block with its subtree and makes it current", () => {
    const { state } = apply(start(), { type: "move", id: "s2", to: { parentId: null, index: 0 } });
    expect(shape(state.tree)).toEqual([["s2", ["h2", "h3"]], "a", ["s1", ["h1"]], "z"]);
    expect(state.current).toBe("s2");
    expect(state.active[ROOT_LIST]).toBe("s2");
    expect(state.active.s1).toBe("h1");
  });

  it("refuses a move into the block itself or its descendants, into a non-container and an unknown block", () => {
    const state = start();
    expect(refused(state, { type: "move", id: "s1", to: { parentId: "s2", index: 0 } })).toEqual({ code: "into-itself", blockId: "s1" });
    expect(refused(state, { type: "move", id: "s1", to: { parentId: "s1", index: 0 } }).code).toBe("into-itself");
    expect(refused(state, { type: "move", id: "a", to: { parentId: "z", index: 0 } }).code).toBe("not-a-container");
    expect(refused(state, { type: "move", id: "nope", to: { parentId: null, index: 0 } }).code).toBe("not-found");
  });

  it("hands back the same state for a move to where the current block already is", () => {
    const state = apply(start(), { type: "set-active", id: "h3" }).state;
    expect(apply(state, { type: "move", id: "h3", to: { parentId: "s2", index: 1 } }).state).toBe(state);
  });
});

describe("reduce: remove", () => {
  it("removes a block with its subtree; the next sibling becomes current and active", () => {
    const state = apply(start(), { type: "set-active", id: "s2" }).state;
    const next = apply(apply(state, { type: "insert", block: b("after"), at: { parentId: "s1", index: 2 } }).state, { type: "set-active", id: "s2" }).state;
    const { state: removed } = apply(next, { type: "remove", id: "s2" });
    expect(shape(removed.tree)).toEqual(["a", ["s1", ["h1", "after"]], "z"]);
    expect(removed.current).toBe("after");
    expect(removed.active).toEqual({ [ROOT_LIST]: "s1", s1: "after" });
  });

  it("falls back to the previous sibling, then to the parent, then to nothing", () => {
    expect(apply(start("h3"), { type: "remove", id: "h3" }).state.current).toBe("h2");
    const onlyChild = apply(start("h2"), { type: "remove", id: "h3" }).state;
    expect(apply(onlyChild, { type: "remove", id: "h2" }).state.current).toBe("s2");
    const single = { ...initialState([b("only")]), current: "only" };
    expect(apply(single, { type: "remove", id: "only" }).state).toEqual({ tree: [], active: {}, current: null });
  });

  it("moves the current block away from a removed ancestor, and keeps a current block elsewhere", () => {
    expect(apply(start("h3"), { type: "remove", id: "s1" }).state.current).toBe("z");
    const elsewhere = apply(start("z"), { type: "remove", id: "h2" }).state;
    expect(elsewhere.current).toBe("z");
    expect(elsewhere.active.s2).toBe("h3");
  });

  it("refuses an unknown block", () => {
    expect(refused(start(), { type: "remove", id: "nope" })).toEqual({ code: "not-found", blockId: "nope" });
  });
});

describe("reduce: duplicate", () => {
  it("puts a copy with fresh ids right after the original and makes it current", () => {
    const { state } = apply(start(), { type: "duplicate", id: "s2" });
    expect(shape(state.tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]], ["n1", ["n2", "n3"]]]], "z"]);
    expect(state.current).toBe("n1");
    expect(refused(start(), { type: "duplicate", id: "nope" }).code).toBe("not-found");
  });
});

describe("reduce: update-fields", () => {
  it("replaces the named fields of a block, keeps the rest and shares untouched subtrees", () => {
    const before = start();
    const { state } = apply(before, { type: "update-fields", id: "h2", changes: { text: { de: "Neu", en: "New" } } });
    expect(findBlock(state.tree, "h2")!.block.fields).toEqual({ text: { de: "Neu", en: "New" } });
    expect(state.tree[0]).toBe(before.tree[0]);
    expect(state.current).toBe("h2");
  });

  it("leaves the tree object alone when every value is already what it is set to", () => {
    const before = apply(start(), { type: "set-active", id: "h2" }).state;
    expect(apply(before, { type: "update-fields", id: "h2", changes: { text: { en: "h2", de: "h2" } } }).state).toBe(before);
  });

  it("refuses an unknown block", () => {
    expect(refused(start(), { type: "update-fields", id: "nope", changes: {} }).code).toBe("not-found");
  });
});

describe("reduce: set-shown", () => {
  it("hides and shows a block in place", () => {
    const hidden = apply(start(), { type: "set-shown", id: "h1", shown: false }).state;
    expect(findBlock(hidden.tree, "h1")!.block.active).toBe(false);
    expect(findBlock(apply(hidden, { type: "set-shown", id: "h1", shown: true }).state.tree, "h1")!.block.active).toBe(true);
    expect(refused(start(), { type: "set-shown", id: "nope", shown: false }).code).toBe("not-found");
  });
});

describe("reduce: replace-tree", () => {
  it("takes a whole tree, keeping the current block when it is still there", () => {
    const tree = [b("z"), b("s9", [b("q")])];
    const kept = apply(start("z"), { type: "replace-tree", tree }).state;
    expect(kept).toEqual({ tree, active: { [ROOT_LIST]: "z", s9: "q" }, current: "z" });
    expect(apply(start("h2"), { type: "replace-tree", tree }).state.current).toBeNull();
  });

  it("refuses a tree whose ids are not unique", () => {
    expect(refused(start(), { type: "replace-tree", tree: [b("x"), b("s", [b("x")])] })).toEqual({ code: "duplicate-id", blockId: "x" });
  });
});

describe("reduce: set-active", () => {
  it("changes where the editor is, not the tree", () => {
    const before = start();
    const { state } = apply(before, { type: "set-active", id: "h3" });
    expect(state.tree).toBe(before.tree);
    expect(state).toMatchObject({ current: "h3", active: { [ROOT_LIST]: "s1", s1: "s2", s2: "h3" } });
    expect(apply(state, { type: "set-active", id: "h3" }).state).toBe(state);
    expect(refused(before, { type: "set-active", id: "nope" }).code).toBe("not-found");
  });
});

describe("reduce: never throws", () => {
  it("reports an action it does not know", () => {
    expect(refused(start(), { type: "explode" } as unknown as EditorAction)).toEqual({ code: "unknown-action" });
  });

  it("reports a failure inside as internal and keeps the state", () => {
    const broken: ReduceContext = {
      rules: { ...rules, isContainer: () => true },
      newId: () => {
        throw new Error("no randomness here");
      },
    };
    const state = start();
    const result = reduce(state, { type: "duplicate", id: "a" }, broken);
    expect(result).toEqual({ state, error: { code: "internal", detail: "no randomness here" } });
  });
});
