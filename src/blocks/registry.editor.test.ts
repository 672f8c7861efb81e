import { readFileSync } from "node:fs";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { editKit } from "../editor/canvas/edit-kit.ts";
import { blocks } from "./registry.ts";
import { blockEditView, editVariants } from "./registry.editor.ts";
import { blockOf, testCtx } from "../../tests/support/blocks/site-snapshot.ts";

describe("registry.editor", () => {
  it("gives heading, button and rich text an Edit variant, each for a block the site has", () => {
    const names = new Set(blocks.map((block) => block.schemaName));
    expect(Object.keys(editVariants).sort()).toEqual(["block-button", "block-heading", "block-rich-text"]);
    for (const name of Object.keys(editVariants)) expect(names.has(name), name).toBe(true);
  });

  it("renders every code-backed block through its Edit variant or else its View", () => {
    for (const block of blocks) {
      const element = blockEditView(blockOf(block.schemaName, {}), testCtx(), undefined, editKit) as ReactElement | null;
      expect(element?.type, block.schemaName).toBe(editVariants[block.schemaName] ?? block.View);
    }
  });

  it("renders a block without Edit variant as its view, and an unknown type as nothing", () => {
    const spacer = blockOf("block-spacer", { size: { iv: "md" } });
    expect(renderToStaticMarkup(blockEditView(spacer, testCtx(), undefined, editKit) as ReactElement)).toContain("h-8");
    expect(blockEditView(blockOf("block-nope", {}), testCtx(), undefined, editKit)).toBeNull();
  });

  it("is not imported by the visitor registry or the page renderer", () => {
    for (const file of ["registry.ts", "BlockTree.tsx"]) {
      expect(readFileSync(new URL(file, import.meta.url), "utf8"), file).not.toMatch(/(?:from|import\()\s*["'][^"']*registry\.editor/);
    }
  });
});
