import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../lib/color.ts";
import { blockOf, iv, l, renderView, testCtx, testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import HeadingView from "./View.tsx";

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
    const html = renderView(
      HeadingView,
      blockOf("block-heading", { text: l("Titel", "Title"), eyebrow: l("Dachzeile", "Eyebrow"), textStyle: iv(["ts-heading-s"]) }),
      testCtx({ lang: "en" }),
    );
    expect(html).toContain("<hgroup");
    expect(html).toContain('<h2 class="font-main text-xl font-semibold" style="color:var(--surface-heading, #1f3d33)">Title</h2>');
    expect(html).toContain(">Eyebrow</p>");
  });

  it("drops text-style tokens that are not class names", () => {
    const html = renderView(HeadingView, blockOf("block-heading", { text: l("T", "T"), textStyle: iv(["ts-evil"]) }), testCtx());
    expect(html).toBe('<h2 class="font-main text-xl font-bold text-start" style="color:var(--surface-heading, #1f3d33)">T</h2>');
  });

  it("keeps the eyebrow readable: support where it reaches 4.5:1, else support darkened in its hue", () => {
    const block = blockOf("block-heading", { text: l("T", "T"), eyebrow: l("E", "E") });
    // The standard support #5b7f6a reaches only 4.48:1 on white: a slightly darker sage instead.
    expect(renderView(HeadingView, block, testCtx())).toContain('style="color:var(--surface-eyebrow, #567965)">E</p>');
    const site = testSite();
    const darker = testSite({ themes: site.themes.map((t) => (t.id === "theme-standard" ? { ...t, data: { ...t.data, colorSupport: iv("#4a6b58") } } : t)) });
    expect(renderView(HeadingView, block, testCtx({ site: darker }))).toContain('style="color:var(--surface-eyebrow, #4a6b58)">E</p>');
    const abend = testSite({ globalSettings: { id: "globals", data: { defaultTheme: iv(["theme-abend"]) } } });
    // #8fb8d0 on white is 2.11:1: a darker blue of the same hue reaching 4.5:1.
    const html = renderView(HeadingView, block, testCtx({ site: abend }));
    const eyebrow = /--surface-eyebrow, (#[0-9a-f]{6})\)">E</.exec(html)?.[1];
    expect(eyebrow).toMatch(/^#[0-9a-f]{6}$/);
    expect(eyebrow).not.toBe("#8fb8d0");
    expect(contrastRatio(eyebrow!, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("renders nothing without text", () => {
    expect(renderView(HeadingView, blockOf("block-heading", {}), testCtx())).toBe("");
  });
});
