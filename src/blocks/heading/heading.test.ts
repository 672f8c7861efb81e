import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx } from "../shared/test-fixtures.ts";
import { HeadingView } from "./View.tsx";

describe("heading block", () => {
  it("renders the chosen level with the text of each language", () => {
    const block = blockOf("block-heading", { text: l("Über uns", "About us"), level: iv("h1") });
    expect(renderView(HeadingView, block, testCtx({ lang: "de" }))).toMatch(/^<h1 [^>]*>Über uns<\/h1>$/);
    expect(renderView(HeadingView, block, testCtx({ lang: "en" }))).toMatch(/^<h1 [^>]*>About us<\/h1>$/);
  });

  it("defaults to h2, falls back to German, ignores a bad level", () => {
    const html = renderView(HeadingView, blockOf("block-heading", { text: { de: "Nur Deutsch" }, level: iv("h7") }), testCtx({ lang: "en" }));
    expect(html).toMatch(/^<h2 [^>]*>Nur Deutsch<\/h2>$/);
  });

  it("puts the eyebrow in an hgroup and applies the text style's classes", () => {
    const html = renderView(HeadingView, blockOf("block-heading", { text: l("Titel", "Title"), eyebrow: l("Dachzeile", "Eyebrow"), textStyle: iv(["ts-heading-s"]) }), testCtx({ lang: "en" }));
    expect(html).toContain("<hgroup");
    expect(html).toContain('<h2 class="font-main text-main text-xl font-semibold">Title</h2>');
    expect(html).toContain(">Eyebrow</p>");
  });

  it("drops text-style tokens that are not class names", () => {
    const html = renderView(HeadingView, blockOf("block-heading", { text: l("T", "T"), textStyle: iv(["ts-evil"]) }), testCtx());
    expect(html).toBe('<h2 class="font-main text-main text-xl font-bold text-start">T</h2>');
  });

  it("renders nothing without text", () => {
    expect(renderView(HeadingView, blockOf("block-heading", {}), testCtx())).toBe("");
  });
});
