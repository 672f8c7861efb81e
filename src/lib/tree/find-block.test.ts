import { describe, expect, it } from "vitest";
import { findBlock } from "./find-block.ts";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";

describe("findBlock", () => {
  it("finds a nested block with its parent, index and ancestors", () => {
    const tree = sampleTree();
    const found = findBlock(tree, "h3")!;
    expect(found.block).toBe(tree[1]!.children![1]!.children![1]);
    expect(found.parent?.id).toBe("s2");
    expect(found.index).toBe(1);
    expect(found.ancestors.map((b) => b.id)).toEqual(["s1", "s2"]);
  });

  it("finds a root block without parent or ancestors", () => {
    const found = findBlock(sampleTree(), "z")!;
    expect([found.block.id, found.parent, found.index, found.ancestors]).toEqual(["z", undefined, 2, []]);
  });

  it("answers undefined for an id the tree does not have", () => {
    expect(findBlock(sampleTree(), "nope")).toBeUndefined();
    expect(findBlock([], "a")).toBeUndefined();
  });
});
