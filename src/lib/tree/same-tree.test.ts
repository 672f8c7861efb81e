import { describe, expect, it } from "vitest";
import { replaceFields } from "./replace-fields.ts";
import { sameTree, sameValue } from "./same-tree.ts";
import { b, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";

describe("sameTree", () => {
  it("holds for a tree and an equal copy built separately", () => {
    expect(sameTree(sampleTree(), sampleTree())).toBe(true);
    expect(sameTree([], [])).toBe(true);
  });

  it("tells apart a changed field, a moved block, a missing child and a changed flag", () => {
    const tree = sampleTree();
    expect(sameTree(tree, replaceFields(tree, "h3", { text: { de: "anders", en: "h3" } }))).toBe(false);
    expect(sameTree([b("a"), b("z")], [b("z"), b("a")])).toBe(false);
    expect(sameTree([b("s", [b("x")])], [b("s", [])])).toBe(false);
    expect(sameTree([b("a")], [{ ...b("a"), active: false }])).toBe(false);
  });

  it("holds again when an edit is reverted by a second edit", () => {
    const tree = sampleTree();
    const edited = replaceFields(tree, "h2", { text: { de: "x" } });
    expect(sameTree(tree, replaceFields(edited, "h2", { text: { de: "h2", en: "h2" } }))).toBe(true);
  });
});

describe("sameValue", () => {
  it("compares nested objects and arrays by content, not by key order", () => {
    expect(sameValue({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue("1", 1)).toBe(false);
  });

  it("treats a key holding undefined like a missing key, as JSON does", () => {
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
