import { describe, expect, it } from "vitest";
import { pageBlocks } from "./page-view.ts";

const block = { id: "b1", schemaName: "block-heading", schemaId: "s1", fields: {} };

describe("pageBlocks", () => {
  it("returns the validated tree with defaults applied", () => {
    const blocks = pageBlocks({ id: "p", data: { blocks: { iv: [block] } } }, () => {});
    expect(blocks).toEqual([{ ...block, active: true }]);
  });

  it("renders a broken tree as no blocks, with a warning naming the page", () => {
    const warnings: string[] = [];
    const blocks = pageBlocks({ id: "p-broken", data: { blocks: { iv: [{ id: "", schemaName: "Bad Name" }] } } }, (m) => warnings.push(m));
    expect(blocks).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("p-broken");
  });

  it("treats a page without blocks as empty", () => {
    expect(pageBlocks({ id: "p", data: {} }, () => {})).toEqual([]);
  });
});
