import { describe, expect, it } from "vitest";
import { addId, applyPageSelection, hasRoom, idsOf, moveId, pageSelection, removeId, toggleId } from "./id-list.ts";

describe("idsOf", () => {
  it("reads the ids of a stored value, each once, and nothing from anything else", () => {
    expect(idsOf(["a", "b", "a", 3, "", null, "c"])).toEqual(["a", "b", "c"]);
    expect(idsOf("a")).toEqual([]);
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf({ 0: "a" })).toEqual([]);
  });
});

describe("addId", () => {
  it("adds at the end, once", () => {
    expect(addId(["a"], "b")).toEqual(["a", "b"]);
    expect(addId(["a", "b"], "a")).toEqual(["a", "b"]);
  });
  it("replaces the one chosen when only one fits", () => {
    expect(addId(["a"], "b", 1)).toEqual(["b"]);
    expect(addId([], "b", 1)).toEqual(["b"]);
  });
  it("adds nothing to a full list", () => {
    expect(addId(["a", "b"], "c", 2)).toEqual(["a", "b"]);
    expect(hasRoom(["a", "b"], 2)).toBe(false);
    expect(hasRoom(["a"], 2)).toBe(true);
    expect(hasRoom(["a"], 1)).toBe(true);
    expect(hasRoom(["a", "b", "c"])).toBe(true);
  });
});

describe("removeId, toggleId, moveId", () => {
  it("removes and toggles", () => {
    expect(removeId(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(toggleId(["a", "b"], "a")).toEqual(["b"]);
    expect(toggleId(["a"], "b", 1)).toEqual(["b"]);
  });
  it("moves an id, clamped to the list, and leaves the input alone", () => {
    const ids = ["a", "b", "c"];
    expect(moveId(ids, 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveId(ids, 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveId(ids, 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveId(ids, 5, 0)).toEqual(ids);
    expect(ids).toEqual(["a", "b", "c"]);
  });
});

describe("applyPageSelection", () => {
  it("takes ids of the page in and out and keeps those of other pages in order", () => {
    expect(applyPageSelection(["x", "a"], ["a", "b", "c"], new Set(["b", "c"]))).toEqual(["x", "b", "c"]);
  });
  it("with room for one, the newly selected replaces an id from another page", () => {
    expect(applyPageSelection(["x"], ["a", "b"], new Set(["b"]), 1)).toEqual(["b"]);
  });
  it("never goes past the limit", () => {
    expect(applyPageSelection(["x", "a"], ["a", "b", "c"], new Set(["a", "b", "c"]), 3)).toEqual(["x", "a", "b"]);
  });
});

describe("pageSelection", () => {
  it('reads react-aria\'s selection, "all" as the whole page', () => {
    expect(pageSelection(["x"], ["a", "b"], new Set<string | number>(["b"]))).toEqual(["x", "b"]);
    expect(pageSelection(["x"], ["a", "b"], "all")).toEqual(["x", "a", "b"]);
  });
  it("refuses a selection past the limit of a field with room for several, and replaces with room for one", () => {
    expect(pageSelection(["x", "a"], ["a", "b"], "all", 2)).toBeUndefined();
    expect(pageSelection(["x", "a"], ["a", "b"], new Set(["a"]), 2)).toEqual(["x", "a"]);
    expect(pageSelection(["x"], ["a", "b"], new Set(["a"]), 1)).toEqual(["a"]);
  });
});
