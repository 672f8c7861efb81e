import { describe, expect, it } from "vitest";
import { b, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { blockDiff } from "./block-diff.ts";

const ids = (blocks: { id: string }[]) => blocks.map((block) => block.id);

describe("blockDiff", () => {
  it("finds nothing between a tree and itself", () => {
    expect(blockDiff(sampleTree(), sampleTree())).toEqual({ added: [], removed: [], changed: [] });
  });

  it("lists blocks their version added, removed and changed, nested ones included", () => {
    const mine = sampleTree();
    const theirs = [b("a"), b("s1", [{ ...b("h1"), fields: { text: { de: "Neu", en: "New" } } }, b("s2", [b("h3"), b("new")])]), b("extra")];
    const diff = blockDiff(mine, theirs);
    expect(ids(diff.added)).toEqual(["new", "extra"]);
    expect(ids(diff.removed)).toEqual(["h2", "z"]);
    expect(ids(diff.changed)).toEqual(["h1"]);
  });

  it("counts hiding a block and moving it to another container as a change, but not its shift among siblings", () => {
    const mine = sampleTree();
    const theirs = [b("s1", [b("h1"), b("s2", [b("h2"), b("h3")])]), { ...b("z"), active: false }, b("a")];
    expect(ids(blockDiff(mine, theirs).changed)).toEqual(["z"]);
    const moved = [b("a"), b("s1", [b("s2", [b("h2"), b("h3"), b("h1")])]), b("z")];
    expect(ids(blockDiff(mine, moved).changed)).toEqual(["h1"]);
  });
});
