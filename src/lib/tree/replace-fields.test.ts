import { describe, expect, it } from "vitest";
import { replaceFields } from "./replace-fields.ts";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { TreeError } from "./tree-error.ts";

describe("replaceFields", () => {
  it("replaces the named fields whole, keeps the others and shares untouched subtrees", () => {
    const tree = sampleTree();
    const next = replaceFields(tree, "h2", { text: { de: "Neu" }, level: { iv: "h3" } });
    expect(next[1]!.children![1]!.children![0]!.fields).toEqual({ text: { de: "Neu" }, level: { iv: "h3" } });
    const withWidth = replaceFields(tree, "s2", { align: { iv: "center" } });
    expect(withWidth[1]!.children![1]!.fields).toEqual({ width: { iv: "default" }, align: { iv: "center" } });
    expect(next[1]!.children![1]!.children![1]).toBe(tree[1]!.children![1]!.children![1]);
    expect(next[1]!.children![0]).toBe(tree[1]!.children![0]);
    expect(next[0]).toBe(tree[0]);
    expect(tree[1]!.children![1]!.children![0]!.fields).toEqual({ text: { de: "h2", en: "h2" } });
  });

  it("removes a field given as undefined", () => {
    expect(replaceFields(sampleTree(), "a", { text: undefined })[0]!.fields).toEqual({});
  });

  it("refuses an unknown id", () => {
    expect(() => replaceFields(sampleTree(), "nope", {})).toThrow(TreeError);
  });
});
