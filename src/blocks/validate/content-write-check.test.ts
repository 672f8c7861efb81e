import { describe, expect, it } from "vitest";
import { blockTypes } from "../catalog.ts";
import { createContentWriteCheck } from "./content-write-check.ts";

const check = createContentWriteCheck(blockTypes);
const pages = {
  name: "pages",
  type: "Default",
  fields: [{ name: "blocks", properties: { fieldType: "Json" } }],
};
/** An admin-defined block schema: a component tagged `block` with one required text. */
const quote = {
  name: "block-quote",
  type: "Component",
  properties: { tags: ["block"] },
  fields: [{ name: "text", partitioning: "invariant", properties: { fieldType: "String", isRequired: true, label: "Zitat" } }],
};
const write = (blocks: unknown[]) => ({ schema: "pages", data: { blocks: { iv: blocks } }, partial: false, lang: "en" as const });
const block = (schemaName: string, fields: Record<string, unknown>) => ({ id: "b1", schemaName, schemaId: "s", fields });

describe("createContentWriteCheck", () => {
  it("checks the blocks of an admin-defined component schema tagged block, and refuses them once the schema is gone", () => {
    expect(check(write([block("block-quote", { text: { iv: "Hallo" } })]), [pages, quote])).toEqual([]);
    expect(check(write([block("block-quote", {})]), [pages, quote])).toMatchObject([{ blockId: "b1", field: "text.iv" }]);
    expect(check(write([block("block-quote", { text: { iv: "Hallo" } })]), [pages])).toMatchObject([{ blockId: "b1" }]);
  });

  it("keeps a code-backed block type's own form when a component schema has its name", () => {
    const loose = { ...quote, name: "block-heading", fields: [] };
    expect(check(write([block("block-heading", { text: { de: "" } })]), [pages, loose])).toMatchObject([{ blockId: "b1", field: "text.de" }]);
  });
});
