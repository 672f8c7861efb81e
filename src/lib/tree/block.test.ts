import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BlockTreeSchema } from "./block.ts";

describe("BlockTreeSchema", () => {
  it("fills active and fields and keeps nested children", () => {
    const tree = v.parse(BlockTreeSchema, [
      { id: "s", schemaName: "block-section", schemaId: "x", children: [{ id: "h", schemaName: "block-heading", schemaId: "y", active: false }] },
    ]);
    expect(tree).toEqual([
      {
        id: "s",
        schemaName: "block-section",
        schemaId: "x",
        active: true,
        fields: {},
        children: [{ id: "h", schemaName: "block-heading", schemaId: "y", active: false, fields: {} }],
      },
    ]);
  });

  it("refuses a schema name that is not a component schema name and an empty id", () => {
    expect(v.safeParse(BlockTreeSchema, [{ id: "a", schemaName: "Block Heading", schemaId: "x" }]).success).toBe(false);
    expect(v.safeParse(BlockTreeSchema, [{ id: "", schemaName: "block-heading", schemaId: "x" }]).success).toBe(false);
  });
});
