import { describe, expect, it } from "vitest";
import { removeBlock } from "./remove-block.ts";
import { sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError } from "./tree-error.ts";

describe("removeBlock", () => {
  it("removes a root block", () => {
    const tree = sampleTree();
    const next = removeBlock(tree, "a");
    expect(shape(next)).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
    expect(next[0]).toBe(tree[1]);
  });

  it("removes a nested block with its subtree and shares the rest", () => {
    const tree = sampleTree();
    const next = removeBlock(tree, "s2");
    expect(shape(next)).toEqual(["a", ["s1", ["h1"]], "z"]);
    expect(next[1]!.children![0]).toBe(tree[1]!.children![0]);
    expect(next[2]).toBe(tree[2]);
    expect(shape(tree)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]]]], "z"]);
  });

  it("refuses an unknown id", () => {
    expect(() => removeBlock(sampleTree(), "nope")).toThrow(TreeError);
    expect(() => removeBlock(sampleTree(), "nope")).toThrow("Block nope is not in the tree");
  });
});
