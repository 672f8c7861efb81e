import { describe, expect, it } from "vitest";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { rules } from "../../../tests/support/editor/page-tree.ts";
import { addPosition } from "./add-position.ts";

describe("addPosition", () => {
  const tree = sampleTree();

  it("puts a block above or below its anchor, at the root and nested", () => {
    expect(addPosition(tree, { anchorId: "a", place: "before" }, rules)).toEqual({ parentId: null, index: 0 });
    expect(addPosition(tree, { anchorId: "a", place: "after" }, rules)).toEqual({ parentId: null, index: 1 });
    expect(addPosition(tree, { anchorId: "h2", place: "after" }, rules)).toEqual({ parentId: "s2", index: 1 });
  });

  it("puts a block inside a container as its last child, and nowhere inside a non-container", () => {
    expect(addPosition(tree, { anchorId: "s1", place: "inside" }, rules)).toEqual({ parentId: "s1", index: 2 });
    expect(addPosition(tree, { anchorId: "h1", place: "inside" }, rules)).toBeNull();
  });

  it("appends to the page without an anchor, and gives null for an anchor that is gone", () => {
    expect(addPosition(tree, { anchorId: null, place: "after" }, rules)).toEqual({ parentId: null, index: 3 });
    expect(addPosition([], { anchorId: null, place: "after" }, rules)).toEqual({ parentId: null, index: 0 });
    expect(addPosition(tree, { anchorId: "gone", place: "before" }, rules)).toBeNull();
  });
});
