import { readFileSync } from "node:fs";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { editKit } from "../editor/canvas/edit-kit.ts";
import { blocks } from "./registry.ts";
import { blockEditView, blockViewReady, hasEditVariant, loadBlockViews, typesIn } from "./registry.editor.ts";
import { blockOf, testCtx } from "../../tests/support/blocks/site-snapshot.ts";

describe("registry.editor", () => {
  it("knows heading, button and rich text have an Edit variant before anything loads", () => {
    expect(blocks.filter((block) => hasEditVariant(block.schemaName)).map((block) => block.schemaName)).toEqual([
      "block-heading",
      "block-rich-text",
      "block-button",
    ]);
    expect(hasEditVariant("block-nope")).toBe(false);
  });

  it("loads the views of the types asked for, and only those", async () => {
    expect(blockViewReady("block-spacer")).toBe(false);
    await loadBlockViews(typesIn([blockOf("block-spacer", {})]));
    expect(blockViewReady("block-spacer")).toBe(true);
    expect(blockViewReady("block-embed")).toBe(false);
    // Admin-defined and unknown types have nothing to load.
    expect(blockViewReady("block-nope")).toBe(true);
  });

  describe("with every view loaded", () => {
    beforeAll(() => loadBlockViews(blocks.map((block) => block.schemaName)));

    it("renders every code-backed block through its Edit variant or else its View", () => {
      for (const block of blocks) {
        const element = blockEditView(blockOf(block.schemaName, {}), testCtx(), undefined, editKit) as ReactElement | null;
        expect(element, block.schemaName).not.toBeNull();
        if (!hasEditVariant(block.schemaName)) expect(element?.type, block.schemaName).toBe(block.View);
      }
    });

    it("renders a block without Edit variant as its view, and an unknown type as nothing", () => {
      const spacer = blockOf("block-spacer", { size: { iv: "md" } });
      expect(renderToStaticMarkup(blockEditView(spacer, testCtx(), undefined, editKit) as ReactElement)).toContain("h-8");
      expect(blockEditView(blockOf("block-nope", {}), testCtx(), undefined, editKit)).toBeNull();
    });
  });

  it("is not imported by the visitor registry or the page renderer", () => {
    for (const file of ["registry.ts", "BlockTree.tsx", "view-tree.tsx"]) {
      expect(readFileSync(new URL(file, import.meta.url), "utf8"), file).not.toMatch(/(?:from|import\()\s*["'][^"']*registry\.editor/);
    }
  });
});
