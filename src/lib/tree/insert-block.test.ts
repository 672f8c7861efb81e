import { describe, expect, it } from "vitest";
import { insertBlock } from "./insert-block.ts";
import { b, isContainer, sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError } from "./tree-error.ts";

const reason = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    if (error instanceof TreeError) return error.reason;
    throw error;
  }
  return "no error";
};

describe("insertBlock", () => {
  it("inserts into the root at an index, including the end", () => {
    const tree = sampleTree();
    expect(shape(insertBlock(tree, b("new"), { parentId: null, index: 0 }, isContainer))[0]).toBe("new");
    expect(shape(insertBlock(tree, b("new"), { parentId: null, index: 3 }, isContainer)).at(-1)).toBe("new");
  });

  it("inserts into a nested container and shares every untouched subtree", () => {
    const tree = sampleTree();
    const next = insertBlock(tree, b("new"), { parentId: "s2", index: 1 }, isContainer);
    expect(shape(next)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "new", "h3"]]]], "z"]);
    expect(next[0]).toBe(tree[0]);
    expect(next[2]).toBe(tree[2]);
    expect(next[1]!.children![0]).toBe(tree[1]!.children![0]);
    expect(next[1]!.children![1]!.children![0]).toBe(tree[1]!.children![1]!.children![0]);
    expect(shape(tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
  });

  it("gives a container without children its first child", () => {
    const tree = [{ ...b("s", []), children: undefined }];
    expect(shape(insertBlock(tree, b("x"), { parentId: "s", index: 0 }, isContainer))).toEqual([["s", ["x"]]]);
  });

  it("refuses a parent that is not a container, is missing, a bad index and a taken id", () => {
    const tree = sampleTree();
    expect(reason(() => insertBlock(tree, b("new"), { parentId: "h1", index: 0 }, isContainer))).toBe("not-a-container");
    expect(reason(() => insertBlock(tree, b("new"), { parentId: "nope", index: 0 }, isContainer))).toBe("not-found");
    expect(reason(() => insertBlock(tree, b("new"), { parentId: "s1", index: 3 }, isContainer))).toBe("index-out-of-range");
    expect(reason(() => insertBlock(tree, b("new"), { parentId: null, index: -1 }, isContainer))).toBe("index-out-of-range");
    expect(reason(() => insertBlock(tree, b("new"), { parentId: null, index: 0.5 }, isContainer))).toBe("index-out-of-range");
    expect(reason(() => insertBlock(tree, b("h3"), { parentId: null, index: 0 }, isContainer))).toBe("duplicate-id");
    expect(reason(() => insertBlock(tree, b("n", [b("x"), b("x")]), { parentId: null, index: 0 }, isContainer))).toBe("duplicate-id");
  });

  it("names the refused parent in the error", () => {
    expect(() => insertBlock(sampleTree(), b("new"), { parentId: "h1", index: 0 }, isContainer)).toThrow("Block h1 (block-heading) cannot hold children");
  });
});
