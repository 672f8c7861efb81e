import { describe, expect, it } from "vitest";
import { moveBlock } from "../lib/tree/move-block.ts";
import { sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { announceBlocked, announceMove } from "./announce.ts";
import { rules } from "../../tests/support/editor/page-tree.ts";

const tree = sampleTree();

describe("announceMove", () => {
  it("names the block type, its new position, the list's size and its container, in German", () => {
    const moved = moveBlock(tree, "h3", { parentId: "s2", index: 0 }, rules.isContainer);
    expect(announceMove(moved, "h3", "up", "de", rules)).toBe("Überschrift nach oben verschoben: Position 1 von 2 in Abschnitt.");
    const down = moveBlock(tree, "a", { parentId: null, index: 1 }, rules.isContainer);
    expect(announceMove(down, "a", "down", "de", rules)).toBe("Überschrift nach unten verschoben: Position 2 von 3 in Seite.");
  });

  it("says the same in English, and words moves into, out of and to a container", () => {
    const into = moveBlock(tree, "z", { parentId: "s1", index: 2 }, rules.isContainer);
    expect(announceMove(into, "z", "into-previous", "en", rules)).toBe("Heading moved into Section: position 3 of 3.");
    const out = moveBlock(tree, "s2", { parentId: null, index: 2 }, rules.isContainer);
    expect(announceMove(out, "s2", "out", "en", rules)).toBe("Section moved out one level: position 3 of 4 in Page.");
    expect(announceMove(out, "s2", "to", "de", rules)).toBe("Abschnitt nach Seite verschoben: Position 3 von 4.");
  });

  it("is empty for a block that is not in the tree", () => {
    expect(announceMove(tree, "nope", "up", "de", rules)).toBe("");
  });
});

describe("announceBlocked", () => {
  it("says why the block stays where it is", () => {
    expect(announceBlocked(tree, "a", { kind: "up" }, "de", rules)).toBe("Überschrift steht schon an erster Stelle.");
    expect(announceBlocked(tree, "z", { kind: "down" }, "en", rules)).toBe("Heading is already last.");
    expect(announceBlocked(tree, "s1", { kind: "out" }, "de", rules)).toBe("Abschnitt steht schon auf der obersten Ebene.");
    expect(announceBlocked(tree, "h1", { kind: "into-previous" }, "en", rules)).toBe(
      "Heading cannot move into the block before it: that block is not a container.",
    );
    expect(announceBlocked(tree, "s1", { kind: "to", target: { parentId: "s2", index: 0 } }, "de", rules)).toBe(
      "Abschnitt kann nicht an diese Stelle in Abschnitt verschoben werden.",
    );
    expect(announceBlocked(tree, "nope", { kind: "up" }, "de", rules)).toBe("");
  });
});
