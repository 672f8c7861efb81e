import { describe, expect, it } from "vitest";
import { blockTypes } from "../../blocks/catalog.ts";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { blockRules } from "../rules.ts";
import { newBlock } from "./new-block.ts";
import { paletteEntries } from "./palette.ts";

const entries = paletteEntries(
  blockTypes,
  [{ name: "block-quote-card", fields: [] }],
  blockRules([...blockTypes, { schemaName: "block-quote-card", container: false, label: { de: "Zitat", en: "Quote" } }]),
);
const entry = (schemaName: string) => entries.find((candidate) => candidate.schemaName === schemaName)!;

describe("newBlock", () => {
  it("makes a shown block with a fresh id and the type's declared defaults per partitioning", () => {
    const block = newBlock(entry("block-heading"), [], () => "fresh");
    expect(block).toEqual({
      id: "fresh",
      schemaName: "block-heading",
      schemaId: "block-heading",
      active: true,
      fields: { level: { iv: "h2" }, align: { iv: "start" } },
    });
  });

  it("gives a container an empty list of children, and no list to other types", () => {
    expect(newBlock(entry("block-section"), [], () => "s").children).toEqual([]);
    expect(newBlock(entry("block-spacer"), [], () => "x")).not.toHaveProperty("children");
  });

  it("reuses the schema id of a block of the same type already on the page", () => {
    expect(newBlock(entry("block-heading"), sampleTree(), () => "n").schemaId).toBe("schema-heading");
    expect(newBlock(entry("block-section"), sampleTree(), () => "n").schemaId).toBe("schema-section");
  });

  it("starts an admin-defined type without fields", () => {
    expect(newBlock(entry("block-quote-card"), [], () => "q")).toMatchObject({ schemaName: "block-quote-card", fields: {} });
  });
});
