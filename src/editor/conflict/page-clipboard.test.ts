import { describe, expect, it } from "vitest";
import { sampleTree } from "../../../tests/support/lib/tree/sample-trees.ts";
import { pasteRefusal } from "../clipboard.ts";
import { blockRules } from "../rules.ts";
import { counter, rules } from "../../../tests/support/editor/page-tree.ts";
import { pageClipboardBlock } from "./page-clipboard.ts";

describe("pageClipboardBlock", () => {
  it("wraps the whole page in one section that pastes on another page and inside a container", () => {
    const tree = sampleTree();
    const block = pageClipboardBlock(tree, rules, counter("clip"))!;
    expect(block).toMatchObject({ id: "clip1", schemaName: "block-section", schemaId: "schema-section", children: tree });
    const other = [{ id: "o", schemaName: "block-section", schemaId: "s", active: true, fields: {}, children: [] }];
    expect(pasteRefusal(other, block, { parentId: null, index: 1 }, rules)).toBeUndefined();
    expect(pasteRefusal(other, block, { parentId: "o", index: 0 }, rules)).toBeUndefined();
  });

  it("gives nothing for an empty page or a site without sections", () => {
    expect(pageClipboardBlock([], rules, counter())).toBeUndefined();
    const noSections = blockRules([{ schemaName: "block-heading", container: false, label: { de: "Ü", en: "H" } }]);
    expect(pageClipboardBlock(sampleTree(), noSections, counter())).toBeUndefined();
  });
});
