import { describe, expect, it } from "vitest";
import { walkTree } from "./walk-tree.ts";
import { duplicateBlock } from "./duplicate-block.ts";
import { sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError } from "./tree-error.ts";

const counter = () => {
  let n = 0;
  return () => `copy-${++n}`;
};

describe("duplicateBlock", () => {
  it("puts a deep copy with fresh ids right after the original", () => {
    const tree = sampleTree();
    const { tree: next, copy } = duplicateBlock(tree, "s2", counter());
    expect(shape(next)).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]], ["copy-1", ["copy-2", "copy-3"]]]], "z"]);
    expect(copy).toBe(next[1]!.children![2]);
    expect(copy.children!.map((c) => c.fields)).toEqual(tree[1]!.children![1]!.children!.map((c) => c.fields));
    expect(copy.children![0]!.fields).not.toBe(tree[1]!.children![1]!.children![0]!.fields);
    expect(next[1]!.children![1]).toBe(tree[1]!.children![1]);
    expect(next[0]).toBe(tree[0]);
  });

  it("uses random UUIDs by default, all distinct", () => {
    const { tree: next } = duplicateBlock(sampleTree(), "s1");
    const ids = [...walkTree(next)].map((v) => v.block.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(next[2]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("refuses an unknown id and an id generator that repeats a taken id", () => {
    expect(() => duplicateBlock(sampleTree(), "nope")).toThrow(TreeError);
    expect(() => duplicateBlock(sampleTree(), "a", () => "z")).toThrow("Block id z is already in the tree");
  });
});
