import { describe, expect, it } from "vitest";
import { copyBlock } from "./copy-block.ts";
import { sampleTree, shape } from "../../../tests/support/lib/tree/sample-trees.ts";

describe("copyBlock", () => {
  it("copies a block and its whole subtree with a fresh id for each, in depth-first order", () => {
    let n = 0;
    const original = sampleTree()[1]!;
    const copy = copyBlock(original, () => `n${++n}`);
    expect(shape([copy])).toEqual([["n1", ["n2", ["n3", ["n4", "n5"]]]]]);
    expect(copy.children![1]!.children![1]!.fields).toEqual(original.children![1]!.children![1]!.fields);
    expect(copy.schemaName).toBe(original.schemaName);
  });

  it("shares no field object with the original, so editing the copy leaves the original as it was", () => {
    const original = sampleTree()[0]!;
    const copy = copyBlock(original, () => "c");
    expect(copy.fields).not.toBe(original.fields);
    (copy.fields.text as Record<string, unknown>).de = "geändert";
    expect(original.fields.text).toEqual({ de: "a", en: "a" });
  });

  it("keeps a leaf without a children key and a hidden block hidden", () => {
    const copy = copyBlock({ ...sampleTree()[0]!, active: false }, () => "c");
    expect("children" in copy).toBe(false);
    expect(copy.active).toBe(false);
  });
});
