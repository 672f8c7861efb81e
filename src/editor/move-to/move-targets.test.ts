import { describe, expect, it } from "vitest";
import { findBlock } from "../../lib/tree/find-block.ts";
import { moveBlock } from "../../lib/tree/move-block.ts";
import { isContainer, sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";
import { keyboardMoveTarget } from "../keyboard-moves.ts";
import { rules } from "../../../tests/support/editor/page-tree.ts";
import { moveTargets } from "./move-targets.ts";

// a, s1 (h1, s2 (h2, h3)), z — headings' text is their id, so the places name them.
const tree = sampleTree();

describe("moveTargets", () => {
  it("lists the page and every container in page order, indented by depth, each with its start and a place after every block", () => {
    const groups = moveTargets(tree, "h1", rules, "de");
    expect(groups.map((group) => [group.label, group.depth])).toEqual([
      ["Seite", 0],
      ["Abschnitt", 1],
      ["Abschnitt", 2],
    ]);
    expect(groups[0]!.targets.map((target) => target.label)).toEqual(["Am Anfang", "Nach „Überschrift: a“", "Nach „Abschnitt“", "Nach „Überschrift: z“"]);
    expect(groups[2]!.targets.map((target) => target.position)).toEqual([
      { parentId: "s2", index: 0 },
      { parentId: "s2", index: 1 },
      { parentId: "s2", index: 2 },
    ]);
  });

  it("marks where the block is now and leaves the block itself out of its list", () => {
    const [, section] = moveTargets(tree, "h1", rules, "en");
    expect(section!.targets.map((target) => [target.label, target.current])).toEqual([
      ["At the start (where it is now)", true],
      ["After “Section”", false],
    ]);
  });

  it("offers no place inside the moved block or its descendants", () => {
    const groups = moveTargets(tree, "s1", rules, "de");
    expect(groups.map((group) => group.parentId)).toEqual([null]);
    expect(groups[0]!.targets.map((target) => target.key)).toEqual(["/0", "/1", "/2"]);
    expect(groups[0]!.targets[1]!.current).toBe(true);
  });

  it("gives positions the editor accepts, each putting the block exactly there", () => {
    const targets = moveTargets(tree, "a", rules, "de").flatMap((group) => group.targets);
    expect(targets).toHaveLength(9);
    for (const target of targets.filter((candidate) => !candidate.current)) {
      expect(keyboardMoveTarget(tree, "a", { kind: "to", target: target.position }, rules)).toEqual(target.position);
      const found = findBlock(moveBlock(tree, "a", target.position, isContainer), "a")!;
      expect({ parentId: found.parent?.id ?? null, index: found.index }).toEqual(target.position);
    }
    const afterH2 = targets.find((target) => target.label === "Nach „Überschrift: h2“")!;
    expect(shape(moveBlock(tree, "a", afterH2.position, isContainer))).toEqual([["s1", ["h1", ["s2", ["h2", "a", "h3"]]]], "z"]);
  });

  it("is empty for a block that is not on the page", () => {
    expect(moveTargets(tree, "gone", rules, "de")).toEqual([]);
  });
});
