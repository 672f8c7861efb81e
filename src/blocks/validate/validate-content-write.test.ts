import { describe, expect, it } from "vitest";
import { blockTypes } from "../catalog.ts";
import { blockModels } from "./block-models.ts";
import { validateContentWrite, type WriteRules } from "./validate-content-write.ts";

const rules: WriteRules = {
  fields: [
    { name: "title", partitioning: "language", properties: { fieldType: "String", isRequired: true, label: "Titel" } },
    { name: "blocks", properties: { fieldType: "Json" } },
  ],
  blocks: blockModels(blockTypes, []),
  isContainer: () => false,
};
const heading = (text: string) => ({ id: "h", schemaName: "block-heading", schemaId: "s", fields: { text: { de: text } } });

describe("validateContentWrite", () => {
  it("lets a valid page through", () => {
    expect(
      validateContentWrite({ schema: "pages", data: { title: { de: "Start" }, blocks: { iv: [heading("Hallo")] } }, partial: false, lang: "de" }, rules),
    ).toEqual([]);
  });

  it("checks the schema's own fields, and a PATCH only for the fields it sends", () => {
    const missing = validateContentWrite({ schema: "pages", data: { blocks: { iv: [] } }, partial: false, lang: "en" }, rules);
    expect(missing).toEqual([{ path: "title.de", message: "Titel is required." }]);
    expect(validateContentWrite({ schema: "pages", data: { blocks: { iv: [] } }, partial: true, lang: "en" }, rules)).toEqual([]);
  });

  it("checks the block tree of pages only", () => {
    const data = { title: { de: "T" }, blocks: { iv: [heading("")] } };
    expect(validateContentWrite({ schema: "pages", data, partial: false, lang: "de" }, rules)).toMatchObject([{ blockId: "h", field: "text.de" }]);
    expect(validateContentWrite({ schema: "notes", data, partial: false, lang: "de" }, rules)).toEqual([]);
  });

  it("refuses data that is not an object of fields", () => {
    for (const data of [null, [], "x", 3]) expect(validateContentWrite({ schema: "pages", data, partial: false, lang: "de" }, rules)).toHaveLength(1);
  });
});
