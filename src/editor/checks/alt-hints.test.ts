import { describe, expect, it } from "vitest";
import { buildFormModel } from "../../forms/index.ts";
import type { AssetInfo } from "../../lib/content/model.ts";
import { altHints } from "./alt-hints.ts";
import { block, forms } from "../../../tests/support/editor/checks/check-blocks.ts";

const image = (id: string, alt?: Record<string, string>) => block(id, "block-image", { image: { iv: ["asset-1"] }, ...(alt ? { alt } : {}) });

describe("altHints", () => {
  it("gives no hint when the image has alt text in every language", () => {
    expect(altHints([image("i", { de: "Ein Baum", en: "A tree" })], forms, "de")).toEqual([]);
  });

  it("gives one hint per language without alt text, pointing at that language's field", () => {
    expect(altHints([image("i", { de: "Ein Baum", en: " " }), image("j")], forms, "en")).toEqual([
      { level: "hint", code: "alt-text", blockId: "i", lang: "en", path: "alt.en", message: expect.stringMatching(/^No alternative text/) },
      expect.objectContaining({ blockId: "j", lang: "de", path: "alt.de" }),
      expect.objectContaining({ blockId: "j", lang: "en", path: "alt.en" }),
    ]);
  });

  it("leaves image blocks without an image (the required-field error covers them) and hidden blocks alone", () => {
    expect(altHints([block("i", "block-image", { alt: { de: "" } }), { ...image("j"), active: false }], forms, "de")).toEqual([]);
  });

  it("checks admin-defined blocks by their view:image and view:alt tags", () => {
    const custom = (name: string, tags: string[]) => ({
      name,
      partitioning: "invariant",
      properties: { fieldType: name === "photo" ? "Assets" : "String", tags },
    });
    const formsWithCustom = (schemaName: string) =>
      schemaName === "block-teaser"
        ? buildFormModel([custom("photo", ["editor:image", "view:image"]), custom("description", ["editor:text", "view:alt"])])
        : forms(schemaName);
    const hints = altHints([block("t", "block-teaser", { photo: { iv: ["a"] }, description: { iv: "" } })], formsWithCustom, "de");
    expect(hints).toEqual([expect.objectContaining({ blockId: "t", path: "description.iv" })]);
    expect(hints[0]).not.toHaveProperty("lang");
  });

  it("needs no alt text where the image's asset has its own in that language (the view shows it)", () => {
    const withAlt = (alt: AssetInfo["alt"]) => new Map([["asset-1", { id: "asset-1", fileName: "a.png", mimeType: "image/png", url: "/a", alt }]]);
    expect(altHints([image("i")], forms, "de", withAlt({ de: "Ein Baum", en: "A tree" }))).toEqual([]);
    // English pages fall back to the asset's German text, as content falls back to German.
    expect(altHints([image("i")], forms, "de", withAlt({ de: "Ein Baum" }))).toEqual([]);
    expect(altHints([image("i")], forms, "de", withAlt({ en: "A tree" }))).toEqual([expect.objectContaining({ blockId: "i", lang: "de", path: "alt.de" })]);
  });
});
