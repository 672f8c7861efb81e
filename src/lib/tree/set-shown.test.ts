import { describe, expect, it } from "vitest";
import { setShown } from "./set-shown.ts";
import { sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError } from "./tree-error.ts";

describe("setShown", () => {
  it("hides a nested block in place, keeping its children and the untouched subtrees", () => {
    const tree = sampleTree();
    const next = setShown(tree, "s2", false);
    expect(next[1]!.children![1]!.active).toBe(false);
    expect(shape(next)).toEqual(shape(tree));
    expect(next[1]!.children![1]!.children).toBe(tree[1]!.children![1]!.children);
    expect(next[0]).toBe(tree[0]);
    expect(tree[1]!.children![1]!.active).toBe(true);
  });

  it("shows a hidden block again and returns the same tree when nothing changes", () => {
    const tree = sampleTree();
    expect(setShown(setShown(tree, "a", false), "a", true)[0]!.active).toBe(true);
    expect(setShown(tree, "a", true)).toBe(tree);
  });

  it("refuses an unknown id", () => {
    expect(() => setShown(sampleTree(), "nope", false)).toThrow(TreeError);
  });
});
