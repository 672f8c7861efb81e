import { describe, expect, it } from "vitest";
import { CHANGE_BUILDS, CHANGE_PATHS, changedSince, nextChanges, pagePathOf } from "./build-changes.ts";

describe("nextChanges", () => {
  it("puts the new build first, its paths sorted and unique, on top of the previous list", () => {
    const first = nextChanges("a", undefined);
    expect(first).toEqual([{ id: "a", paths: null }]);
    const second = nextChanges("b", ["/x", "/en/x", "/x"], first);
    expect(second).toEqual([
      { id: "b", paths: ["/en/x", "/x"] },
      { id: "a", paths: null },
    ]);
  });

  it("keeps at most CHANGE_BUILDS builds", () => {
    let list = nextChanges("b0", undefined);
    for (let i = 1; i < CHANGE_BUILDS + 10; i++) list = nextChanges(`b${i}`, ["/p"], list);
    expect(list).toHaveLength(CHANGE_BUILDS);
    expect(list[0]!.id).toBe(`b${CHANGE_BUILDS + 9}`);
  });

  it("lists a build that changed more than CHANGE_PATHS paths as every path, and drops older builds past the limit", () => {
    const many = Array.from({ length: CHANGE_PATHS + 1 }, (_, i) => `/p${i}`);
    expect(nextChanges("big", many)[0]!.paths).toBeNull();
    const half = many.slice(0, CHANGE_PATHS / 2 + 1);
    const list = nextChanges("c", half, nextChanges("b", half, nextChanges("a", ["/a"])));
    expect(list.map((c) => c.id)).toEqual(["c"]);
  });
});

describe("changedSince", () => {
  const changes = [
    { id: "c", paths: ["/kontakt"] },
    { id: "b", paths: ["/ueber-uns", "/en/about"] },
    { id: "a", paths: null },
  ];

  it("collects the paths of every build after the given one", () => {
    expect(changedSince(changes, "c")).toEqual(new Set());
    expect(changedSince(changes, "b")).toEqual(new Set(["/kontakt"]));
    expect(changedSince(changes, "a")).toEqual(new Set(["/kontakt", "/ueber-uns", "/en/about"]));
  });

  it("is every path for a build not listed or behind a full build", () => {
    expect(changedSince(changes, "older")).toBe("all");
    expect(changedSince([{ id: "d", paths: null }, ...changes], "c")).toBe("all");
  });
});

describe("pagePathOf", () => {
  it("maps payloads to their page and drops trailing slashes", () => {
    expect(pagePathOf("/")).toBe("/");
    expect(pagePathOf("/_payload.json")).toBe("/");
    expect(pagePathOf("/en/")).toBe("/en");
    expect(pagePathOf("/en/about/_payload.json")).toBe("/en/about");
    expect(pagePathOf("/ueber-uns")).toBe("/ueber-uns");
  });
});
