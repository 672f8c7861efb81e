import { describe, expect, it } from "vitest";
import { moveBlock } from "../lib/tree/move-block.ts";
import { b, sampleTree, shape } from "../../tests/support/lib/tree/sample-trees.ts";
import { keyboardMoveTarget, moveDown, moveIntoPrevious, moveOut, moveTo, moveUp } from "./keyboard-moves.ts";
import { rules } from "../../tests/support/editor/page-tree.ts";

// sampleTree: a, s1 (h1, s2 (h2, h3)), z — sections are containers, headings are not.
const tree = sampleTree();
/** The tree after moving `id` to the position a keyboard move chose (which must exist). */
const after = (id: string, position: ReturnType<typeof moveUp>) => shape(moveBlock(tree, id, position!, rules.isContainer));

describe("moveUp and moveDown", () => {
  it("move a block one place among its siblings", () => {
    expect(after("z", moveUp(tree, "z"))).toEqual(["a", "z", ["s1", ["h1", ["s2", ["h2", "h3"]]]]]);
    expect(after("a", moveDown(tree, "a"))).toEqual([["s1", ["h1", ["s2", ["h2", "h3"]]]], "a", "z"]);
    expect(after("h2", moveDown(tree, "h2"))).toEqual(["a", ["s1", ["h1", ["s2", ["h3", "h2"]]]], "z"]);
  });

  it("give null at the edges of a list, nested or at the root, and for an unknown block", () => {
    expect(moveUp(tree, "a")).toBeNull();
    expect(moveUp(tree, "h2")).toBeNull();
    expect(moveDown(tree, "z")).toBeNull();
    expect(moveDown(tree, "h3")).toBeNull();
    expect(moveDown([b("only")], "only")).toBeNull();
    expect(moveUp(tree, "nope")).toBeNull();
    expect(moveDown(tree, "nope")).toBeNull();
  });
});

describe("moveIntoPrevious", () => {
  it("moves a block into the container right before it, as its last child", () => {
    expect(moveIntoPrevious(tree, "z", rules)).toEqual({ parentId: "s1", index: 2 });
    expect(after("z", moveIntoPrevious(tree, "z", rules))).toEqual(["a", ["s1", ["h1", ["s2", ["h2", "h3"]], "z"]]]);
  });

  it("moves into an empty container", () => {
    const withEmpty = [b("box", []), b("x")];
    expect(moveIntoPrevious(withEmpty, "x", rules)).toEqual({ parentId: "box", index: 0 });
  });

  it("gives null for the first block and when the block before is no container", () => {
    expect(moveIntoPrevious(tree, "a", rules)).toBeNull();
    expect(moveIntoPrevious(tree, "s1", rules)).toBeNull();
    expect(moveIntoPrevious(tree, "h3", rules)).toBeNull();
    expect(moveIntoPrevious(tree, "nope", rules)).toBeNull();
  });
});

describe("moveOut", () => {
  it("moves a block out of its container to right after it", () => {
    expect(after("h2", moveOut(tree, "h2"))).toEqual(["a", ["s1", ["h1", ["s2", ["h3"]], "h2"]], "z"]);
    expect(after("h1", moveOut(tree, "h1"))).toEqual(["a", ["s1", [["s2", ["h2", "h3"]]]], "h1", "z"]);
  });

  it("gives null at the root and for an unknown block", () => {
    expect(moveOut(tree, "a")).toBeNull();
    expect(moveOut(tree, "s1")).toBeNull();
    expect(moveOut(tree, "nope")).toBeNull();
  });
});

describe("moveTo", () => {
  it("accepts a container and an index within it, the end included", () => {
    expect(moveTo(tree, "a", { parentId: "s2", index: 2 }, rules)).toEqual({ parentId: "s2", index: 2 });
    expect(moveTo(tree, "h1", { parentId: null, index: 3 }, rules)).toEqual({ parentId: null, index: 3 });
  });

  it("counts the target's children without the block when it moves within its own list", () => {
    expect(moveTo(tree, "a", { parentId: null, index: 2 }, rules)).toEqual({ parentId: null, index: 2 });
    expect(moveTo(tree, "a", { parentId: null, index: 3 }, rules)).toBeNull();
  });

  it("accepts the block's own place (a move that changes nothing)", () => {
    expect(moveTo(tree, "h3", { parentId: "s2", index: 1 }, rules)).toEqual({ parentId: "s2", index: 1 });
  });

  it("refuses the block itself, its descendants, a non-container, an unknown parent, a bad index", () => {
    expect(moveTo(tree, "s1", { parentId: "s1", index: 0 }, rules)).toBeNull();
    expect(moveTo(tree, "s1", { parentId: "s2", index: 0 }, rules)).toBeNull();
    expect(moveTo(tree, "a", { parentId: "z", index: 0 }, rules)).toBeNull();
    expect(moveTo(tree, "a", { parentId: "nope", index: 0 }, rules)).toBeNull();
    expect(moveTo(tree, "a", { parentId: "s2", index: -1 }, rules)).toBeNull();
    expect(moveTo(tree, "a", { parentId: "s2", index: 1.5 }, rules)).toBeNull();
    expect(moveTo(tree, "nope", { parentId: null, index: 0 }, rules)).toBeNull();
  });
});

describe("keyboardMoveTarget", () => {
  it("picks the move by its kind", () => {
    expect(keyboardMoveTarget(tree, "z", { kind: "up" }, rules)).toEqual(moveUp(tree, "z"));
    expect(keyboardMoveTarget(tree, "a", { kind: "down" }, rules)).toEqual(moveDown(tree, "a"));
    expect(keyboardMoveTarget(tree, "z", { kind: "into-previous" }, rules)).toEqual({ parentId: "s1", index: 2 });
    expect(keyboardMoveTarget(tree, "h2", { kind: "out" }, rules)).toEqual({ parentId: "s1", index: 2 });
    expect(keyboardMoveTarget(tree, "a", { kind: "to", target: { parentId: "s1", index: 0 } }, rules)).toEqual({ parentId: "s1", index: 0 });
  });
});
