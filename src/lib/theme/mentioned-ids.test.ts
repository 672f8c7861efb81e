import { describe, expect, it } from "vitest";
import { mentionedIds } from "./mentioned-ids.ts";

describe("mentionedIds", () => {
  it("finds the given ids among string leaves at any depth, nothing else", () => {
    const data = {
      background: { iv: "c1" },
      blocks: { de: [{ fields: { style: { iv: "t1" } }, children: [{ fields: { color: { iv: "c2" } } }] }] },
      title: { de: "c3 " },
    };
    expect([...mentionedIds(data, new Set(["c1", "c2", "c3", "t1"]))].sort()).toEqual(["c1", "c2", "t1"]);
    expect(mentionedIds(data, new Set(["x"])).size).toBe(0);
    expect(mentionedIds(undefined, new Set(["c1"])).size).toBe(0);
  });
});
