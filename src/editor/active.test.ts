import { describe, expect, it } from "vitest";
import { findBlock } from "../lib/tree/find-block.ts";
import { b, sampleTree } from "../../tests/support/lib/tree/sample-trees.ts";
import { activatePath, listKey, normalizeActive, ROOT_LIST } from "./active.ts";

describe("normalizeActive", () => {
  it("makes the first block of every non-empty list active when nothing is", () => {
    expect(normalizeActive(sampleTree(), {})).toEqual({ [ROOT_LIST]: "a", s1: "h1", s2: "h2" });
  });

  it("keeps entries that still point into their list and returns the same object when all are fine", () => {
    const active = { [ROOT_LIST]: "z", s1: "s2", s2: "h3" };
    expect(normalizeActive(sampleTree(), active)).toBe(active);
  });

  it("repairs an entry pointing at a block of another list or at no block, and drops lists that are gone or empty", () => {
    const tree = [b("a"), b("s1", [b("h1")]), b("empty", [])];
    expect(normalizeActive(tree, { [ROOT_LIST]: "h1", s1: "gone", s2: "h2", empty: "x" })).toEqual({ [ROOT_LIST]: "a", s1: "h1" });
    expect(normalizeActive([], { [ROOT_LIST]: "a" })).toEqual({});
  });
});

describe("activatePath", () => {
  it("makes a nested block active in its list and each ancestor in its own", () => {
    const tree = sampleTree();
    const active = normalizeActive(tree, {});
    expect(activatePath(active, findBlock(tree, "h3")!)).toEqual({ [ROOT_LIST]: "s1", s1: "s2", s2: "h3" });
    expect(activatePath(active, findBlock(tree, "z")!)).toEqual({ [ROOT_LIST]: "z", s1: "h1", s2: "h2" });
  });

  it("keys the root list apart from every block id", () => {
    expect(listKey(null)).toBe(ROOT_LIST);
    expect(listKey("s1")).toBe("s1");
    expect(ROOT_LIST).toBe("");
  });
});
