import { describe, expect, it } from "vitest";
import { findDuplicateId } from "./find-duplicate-id.ts";
import { b, sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";

describe("findDuplicateId", () => {
  it("answers undefined when every id is unique, also for an empty tree", () => {
    expect(findDuplicateId(sampleTree())).toBeUndefined();
    expect(findDuplicateId([])).toBeUndefined();
  });

  it("finds an id repeated among siblings, across levels and between a parent and its child", () => {
    expect(findDuplicateId([b("a"), b("a")])).toBe("a");
    expect(findDuplicateId([b("x"), b("s", [b("y"), b("s2", [b("x")])])])).toBe("x");
    expect(findDuplicateId([b("s", [b("s")])])).toBe("s");
  });
});
