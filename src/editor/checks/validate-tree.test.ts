import { describe, expect, it } from "vitest";
import { pageTree } from "../../../tests/support/editor/page-tree.ts";
import { block, forms, heading, section } from "../../../tests/support/editor/checks/check-blocks.ts";
import { treeValidator } from "./validate-tree.ts";

describe("treeValidator", () => {
  it("passes a page whose blocks fill their required fields", () => {
    expect(treeValidator(forms, "de")([section("s1", [heading("h1", "h1")])])).toEqual([]);
  });

  it("reports a cleared required field of a nested block, per language, with the message in the builder's language", () => {
    const tree = [section("s1", [section("s2", [heading("h1", "h2", { de: "", en: "Heading" })])])];
    expect(treeValidator(forms, "de")(tree)).toEqual([
      { level: "error", code: "field", blockId: "h1", path: "text.de", lang: "de", fieldLabel: "Text", message: "Text ist ein Pflichtfeld." },
    ]);
    expect(treeValidator(forms, "en")(tree)[0]?.message).toBe("Text is required.");
  });

  it("reports a required field emptied in English as an error of the English page, naming the language", () => {
    const checks = treeValidator(forms, "de")([heading("h1", "h1", { de: "Titel", en: "" })]);
    expect(checks).toEqual([
      { level: "error", code: "field", blockId: "h1", path: "text.en", lang: "en", fieldLabel: "Text", message: "Text (Englisch) ist ein Pflichtfeld." },
    ]);
    // Left out, the translation falls back to the German text on the English page.
    expect(treeValidator(forms, "de")([heading("h1", "h1", { de: "Titel" })])).toEqual([]);
  });

  it("reports a too long English text in English only", () => {
    const long = "x".repeat(161);
    const checks = treeValidator(forms, "en")([heading("h1", "h1", { de: "Titel", en: long })]);
    expect(checks).toEqual([expect.objectContaining({ blockId: "h1", path: "text.en", lang: "en", message: expect.stringMatching(/at most 160/) })]);
  });

  it("reports an invariant field without a language, and a value of the wrong shape by field name", () => {
    const checks = treeValidator(
      forms,
      "en",
    )([block("b1", "block-heading", { text: { de: "Hallo" }, level: { iv: "h7" } }), block("b2", "block-heading", { text: "Hallo" as never })]);
    expect(checks.map(({ blockId, path, lang, fieldLabel }) => ({ blockId, path, lang, fieldLabel }))).toEqual([
      { blockId: "b1", path: "level.iv", lang: undefined, fieldLabel: "Level" },
      { blockId: "b2", path: "text", lang: undefined, fieldLabel: "Text" },
    ]);
  });

  it("skips hidden blocks and everything inside them: visitors never see them", () => {
    const hidden = { ...section("s1", [heading("h1", "h2", { de: "", en: "" })]), active: false };
    expect(treeValidator(forms, "de")([hidden, { ...heading("h2", "h2", { de: "", en: "" }), active: false }])).toEqual([]);
  });

  it("leaves block types without a form alone", () => {
    expect(treeValidator(forms, "de")([block("x", "block-unknown", { text: { de: "" } })])).toEqual([]);
  });

  it("validates again only the blocks a change replaced", () => {
    const asked: string[] = [];
    const validate = treeValidator((name) => (asked.push(name), forms(name)), "de");
    const tree = [section("s1", [heading("h1", "h1"), heading("h2", "h2")])];
    validate(tree);
    asked.length = 0;
    const changed = heading("h2", "h2", { de: "" });
    expect(validate([{ ...tree[0]!, children: [tree[0]!.children![0]!, changed] }]).map((check) => check.blockId)).toEqual(["h2"]);
    expect(asked).toEqual(["block-section", "block-heading"]);
  });

  it("validates a 200-block page in well under 16 ms", () => {
    const tree = pageTree(200);
    const validate = treeValidator(forms, "de");
    validate(tree);
    const started = performance.now();
    const checks = validate(tree.map((b, i) => (i === 0 ? { ...b, fields: { ...b.fields } } : b)));
    const warm = performance.now() - started;
    const fresh = treeValidator(forms, "de");
    const coldStart = performance.now();
    fresh(tree);
    const cold = performance.now() - coldStart;
    console.info(`validate 200 blocks: ${cold.toFixed(2)} ms cold, ${warm.toFixed(2)} ms after one change`);
    expect(checks).toEqual([]);
    expect(cold).toBeLessThan(16);
    expect(warm).toBeLessThan(4);
  });
});
