import { describe, expect, it } from "vitest";
import { moveBlock } from "./move-block.ts";
import { isContainer, sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError, type TreeErrorReason } from "./tree-error.ts";

function refusal(f: () => unknown): TreeErrorReason | undefined {
  try {
    f();
  } catch (error) {
    if (error instanceof TreeError) return error.reason;
    throw error;
  }
  return undefined;
}

describe("moveBlock", () => {
  it("moves a block into another container, keeping its subtree and the untouched blocks", () => {
    const tree = sampleTree();
    const next = moveBlock(tree, "s2", { parentId: null, index: 0 }, isContainer);
    expect(shape(next)).toEqual([["s2", ["h2", "h3"]], "a", ["s1", ["h1"]], "z"]);
    expect(next[0]).toBe(tree[1]!.children![1]);
    expect(next[1]).toBe(tree[0]);
    expect(next[3]).toBe(tree[2]);
  });

  it("moves within the same parent, the index counting the siblings without the block", () => {
    const tree = sampleTree();
    expect(shape(moveBlock(tree, "a", { parentId: null, index: 2 }, isContainer))).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "z", "a"]);
    expect(shape(moveBlock(tree, "h3", { parentId: "s2", index: 0 }, isContainer))).toEqual(["a", ["s1", ["h1", ["s2", ["h3", "h2"]]]], "z"]);
  });

  it("returns the same tree when the block stays where it is", () => {
    const tree = sampleTree();
    expect(moveBlock(tree, "h2", { parentId: "s2", index: 0 }, isContainer)).toBe(tree);
  });

  it("refuses moving a block into itself or its descendants", () => {
    const tree = sampleTree();
    expect(refusal(() => moveBlock(tree, "s1", { parentId: "s1", index: 0 }, isContainer))).toBe("into-itself");
    expect(refusal(() => moveBlock(tree, "s1", { parentId: "s2", index: 0 }, isContainer))).toBe("into-itself");
  });

  it("refuses an unknown block or parent, a non-container parent and a bad index", () => {
    const tree = sampleTree();
    expect(refusal(() => moveBlock(tree, "nope", { parentId: null, index: 0 }, isContainer))).toBe("not-found");
    expect(refusal(() => moveBlock(tree, "a", { parentId: "nope", index: 0 }, isContainer))).toBe("not-found");
    expect(refusal(() => moveBlock(tree, "a", { parentId: "z", index: 0 }, isContainer))).toBe("not-a-container");
    expect(refusal(() => moveBlock(tree, "a", { parentId: null, index: 3 }, isContainer))).toBe("index-out-of-range");
    expect(shape(tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
  });
});
