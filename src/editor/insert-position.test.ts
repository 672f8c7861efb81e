import { describe, expect, it } from "vitest";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { insertPosition } from "./insert-position.ts";
import { rules } from "../../tests/support/editor/page-tree.ts";

describe("insertPosition", () => {
  const tree = sampleTree();

  it("places before and after a block, at the root and nested", () => {
    expect(insertPosition(tree, "a", "before", rules)).toEqual({ parentId: null, index: 0 });
    expect(insertPosition(tree, "z", "after", rules)).toEqual({ parentId: null, index: 3 });
    expect(insertPosition(tree, "h3", "before", rules)).toEqual({ parentId: "s2", index: 1 });
    expect(insertPosition(tree, "h3", "after", rules)).toEqual({ parentId: "s2", index: 2 });
  });

  it("places inside a container as its last child, also an empty one", () => {
    expect(insertPosition(tree, "s1", "inside", rules)).toEqual({ parentId: "s1", index: 2 });
    expect(insertPosition([{ ...b("box", []), children: undefined }], "box", "inside", rules)).toEqual({ parentId: "box", index: 0 });
  });

  it("gives null inside a non-container and for an unknown block", () => {
    expect(insertPosition(tree, "h1", "inside", rules)).toBeNull();
    expect(insertPosition(tree, "nope", "after", rules)).toBeNull();
  });
});
