import { describe, expect, it } from "vitest";
import { rules } from "../../../tests/support/editor/page-tree.ts";
import { blockSummary } from "./block-summary.ts";

const block = (schemaName: string, fields: Record<string, Record<string, unknown>>) => ({ id: "x", schemaName, schemaId: "", active: true, fields });

describe("blockSummary", () => {
  it("names the type and the start of the block's text in the language asked for", () => {
    const heading = block("block-heading", { level: { iv: "h2" }, text: { de: "Willkommen", en: "Welcome" } });
    expect(blockSummary(heading, "de", rules)).toBe("Überschrift: Willkommen");
    expect(blockSummary(heading, "en", rules)).toBe("Heading: Welcome");
  });

  it("reads rich text without its tags and shortens long text", () => {
    const text = block("block-rich-text", { html: { de: "<p>Ein <strong>sehr</strong> langer Absatz, der weit über vierzig Zeichen hinausgeht.</p>" } });
    expect(blockSummary(text, "de", rules)).toBe("Fließtext: Ein sehr langer Absatz, der weit über v…");
  });

  it("is just the type's label when the block has no text (invariant values are options, not text)", () => {
    expect(blockSummary(block("block-section", { width: { iv: "default" }, anchor: { iv: "Kontaktformular unten" } }), "de", rules)).toBe("Abschnitt");
  });
});
