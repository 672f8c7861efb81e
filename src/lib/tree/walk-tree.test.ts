import { describe, expect, it } from "vitest";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { walkTree } from "./walk-tree.ts";

describe("walkTree", () => {
  it("visits every block depth first, parents before children, with parent, index and depth", () => {
    const visits = [...walkTree(sampleTree())].map(({ block, parent, index, depth }) => [block.id, parent?.id, index, depth]);
    expect(visits).toEqual([
      ["a", undefined, 0, 0],
      ["s1", undefined, 1, 0],
      ["h1", "s1", 0, 1],
      ["s2", "s1", 1, 1],
      ["h2", "s2", 0, 2],
      ["h3", "s2", 1, 2],
      ["z", undefined, 2, 0],
    ]);
  });

  it("visits nothing in an empty tree and stops when the caller stops", () => {
    expect([...walkTree([])]).toEqual([]);
    const seen: string[] = [];
    for (const { block } of walkTree(sampleTree())) {
      seen.push(block.id);
      if (block.id === "h1") break;
    }
    expect(seen).toEqual(["a", "s1", "h1"]);
  });
});
