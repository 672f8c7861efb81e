import { describe, expect, it } from "vitest";
import { moveBlock } from "../../lib/tree/move-block.ts";
import { replaceFields } from "../../lib/tree/replace-fields.ts";
import { b, isContainer, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { listShape } from "./list-shape.ts";

describe("listShape", () => {
  const tree = sampleTree();

  it("stays the same when only fields change", () => {
    expect(listShape(replaceFields(tree, "h1", { text: { de: "Neu", en: "New" } }))).toBe(listShape(tree));
  });

  it("changes when a block moves, even within its list, or a container empties", () => {
    expect(listShape(moveBlock(tree, "h2", { parentId: "s2", index: 1 }, isContainer))).not.toBe(listShape(tree));
    expect(listShape(moveBlock(tree, "a", { parentId: "s1", index: 0 }, isContainer))).not.toBe(listShape(tree));
    expect(listShape([b("s", [])])).not.toBe(listShape([b("s", [b("x")])]));
  });
});
