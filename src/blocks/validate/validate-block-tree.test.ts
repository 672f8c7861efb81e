import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BlockTreeSchema } from "../../lib/tree/block.ts";
import { blockTypes } from "../catalog.ts";
import { blockModels } from "./block-models.ts";
import { validateBlockTree } from "./validate-block-tree.ts";

const models = blockModels(blockTypes, [{ name: "block-quote", fields: [{ name: "quote", properties: { fieldType: "String", isRequired: true } }] }]);
const isContainer = (name: string) => blockTypes.some((type) => type.schemaName === name && type.container);
const heading = (id: string, text: Record<string, unknown>) => ({ id, schemaName: "block-heading", schemaId: "s", fields: { text, level: { iv: "h2" } } });

describe("validateBlockTree", () => {
  it("passes a valid tree with nested blocks", () => {
    const tree = [{ id: "s1", schemaName: "block-section", schemaId: "s", fields: {}, children: [heading("h1", { de: "Hallo", en: "Hello" })] }];
    expect(validateBlockTree(tree, models, isContainer, "de")).toEqual([]);
  });

  it("names a nested heading without its required text by block, field and Squidex path, in the asked language", () => {
    const tree = [{ id: "s1", schemaName: "block-section", schemaId: "s", children: [heading("ok", { de: "Da" }), heading("h2", { de: "" })] }];
    const [issue, ...rest] = validateBlockTree(tree, models, isContainer, "en");
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ path: "blocks.iv[1].children[2].text.de", blockId: "h2", field: "text.de" });
    expect(issue!.message).toBe("Text is required.");
    expect(validateBlockTree(tree, models, isContainer, "de")[0]!.message).toMatch(/Text/);
  });

  it("refuses a heading's text and a button's label emptied in English, naming the language: the English page would show nothing", () => {
    const button = { id: "b1", schemaName: "block-button", schemaId: "s", fields: { label: { de: "Termin buchen", en: "" }, href: { de: "/kontakt" } } };
    const issues = validateBlockTree([heading("h1", { de: "Über uns", en: "" }), button], models, isContainer, "de");
    expect(issues.map(({ blockId, field, message }) => ({ blockId, field, message }))).toEqual([
      { blockId: "h1", field: "text.en", message: "Text (Englisch) ist ein Pflichtfeld." },
      { blockId: "b1", field: "label.en", message: "Beschriftung (Englisch) ist ein Pflichtfeld." },
    ]);
    // Left out, a translation falls back to the German text, which the English page shows.
    expect(validateBlockTree([heading("h1", { de: "Über uns" })], models, isContainer, "de")).toEqual([]);
  });

  it("lets a hidden block and what it holds be unfinished (as the builder's checks do), but not of an unknown type", () => {
    const hidden = { id: "s1", schemaName: "block-section", schemaId: "s", active: false, children: [heading("h2", { de: "" })] };
    expect(validateBlockTree([hidden, { ...heading("h3", { de: "" }), active: false }], models, isContainer, "de")).toEqual([]);
    const unknown = validateBlockTree([{ ...hidden, children: [{ id: "x", schemaName: "block-nope", schemaId: "s" }] }], models, isContainer, "de");
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ blockId: "x" });
    expect(validateBlockTree([{ ...hidden, active: true }], models, isContainer, "de")).toHaveLength(1);
  });

  it("refuses a text longer than the field allows", () => {
    const issues = validateBlockTree([heading("h", { de: "x".repeat(161) })], models, isContainer, "de");
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ blockId: "h", field: "text.de" });
  });

  it("refuses an unknown block type, children under a non-container, and things that are no blocks", () => {
    const issues = validateBlockTree(
      [
        { id: "x", schemaName: "block-nope", schemaId: "s" },
        { ...heading("h", { de: "Hi" }), children: [heading("c", { de: "C" })] },
        "not a block",
        { id: "", schemaName: "block-heading" },
      ],
      models,
      isContainer,
      "en",
    );
    expect(issues.map((issue) => issue.path)).toEqual(["blocks.iv[1]", "blocks.iv[2].children", "blocks.iv[3]", "blocks.iv[4]"]);
    expect(issues[0]).toMatchObject({ blockId: "x", message: "The site does not know this block type. Please remove the block." });
  });

  it("refuses a block the site's renderer could not read (no schemaId, fields not by partition), which would leave the page without blocks", () => {
    const issues = validateBlockTree(
      [
        { id: "a", schemaName: "block-heading", fields: { text: { de: "Hallo" }, level: { iv: "h2" } } },
        { id: "b", schemaName: "block-heading", schemaId: "s", fields: { text: "Hallo" } },
      ],
      models,
      isContainer,
      "en",
    );
    expect(issues.map((issue) => issue.path)).toEqual(["blocks.iv[1]", "blocks.iv[2]"]);
    for (const tree of [
      [{ id: "a", schemaName: "block-heading", fields: { text: { de: "Hallo" } } }],
      [{ id: "b", schemaName: "block-heading", schemaId: "s", fields: { text: "Hallo" } }],
    ])
      expect(v.safeParse(BlockTreeSchema, tree).success).toBe(false);
  });

  it("checks admin-defined block types by their component schema", () => {
    const bad = validateBlockTree([{ id: "q", schemaName: "block-quote", schemaId: "s", fields: { quote: { iv: "" } } }], models, isContainer, "en");
    expect(bad).toMatchObject([{ blockId: "q", field: "quote.iv" }]);
  });

  it("answers a tree that is no list, or nests absurdly deep, with a message instead of throwing", () => {
    expect(validateBlockTree({ length: 1 }, models, isContainer, "de")).toHaveLength(1);
    let deep: Record<string, unknown> = { id: "leaf", schemaName: "block-section", schemaId: "s" };
    for (let i = 0; i < 5000; i++) deep = { id: `n${i}`, schemaName: "block-section", schemaId: "s", children: [deep] };
    expect(validateBlockTree([deep], models, isContainer, "de").length).toBeGreaterThan(0);
  });
});
