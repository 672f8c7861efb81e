import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../lib/color.ts";
import { surfaceColors } from "../shared/surface.ts";
import { blockOf, iv, renderView, testCtx, testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import SectionView from "./View.tsx";

describe("section block", () => {
  it("renders a plain wrapper without background or anchor", () => {
    expect(renderView(SectionView, blockOf("block-section", {}), testCtx())).toMatch(/^<div class="block-section[^"]*"><div/);
  });

  it("gives a dark background light text, heading and eyebrow colours", () => {
    const site = testSite({ colors: [...testSite().colors, { id: "color-wald", data: { hexcode: iv("#1f3d33") } }] });
    const html = renderView(SectionView, blockOf("block-section", { backgroundColor: iv(["color-wald"]) }), testCtx({ site }));
    expect(html).toContain("background-color:#1f3d33;color:#ffffff;--surface-heading:#ffffff;--surface-eyebrow:#94ac9e");
  });

  it("keeps the theme's colours on a light background when they reach 4.5:1", () => {
    const html = renderView(SectionView, blockOf("block-section", { backgroundColor: iv(["color-weiss"]) }), testCtx());
    expect(html).toContain("background-color:#ffffff;color:#22262a;--surface-heading:#1f3d33;--surface-eyebrow:#567965");
  });

  it("names the background's colours by class when the page's head has them, and reads no theme colour", () => {
    const reads: string[] = [];
    const ctx = testCtx({ themeInHead: { surfaces: new Set(["#ffffff"]) }, read: (key) => void reads.push(key) });
    const html = renderView(SectionView, blockOf("block-section", { backgroundColor: iv(["color-weiss"]) }), ctx);
    expect(html).toMatch(/^<section class="block-section[^"]* surface-ffffff" style="background-color:#ffffff"><div/);
    // The colour's hex is in the markup (the page reads the colour as an item it mentions); the theme's colours are not.
    expect(reads).toEqual([]);
  });

  it("writes the colours inline for a background the head has no rule for, and then reads the theme's colours", () => {
    const reads: string[] = [];
    const ctx = testCtx({ themeInHead: { surfaces: new Set() }, read: (key) => void reads.push(key) });
    const html = renderView(SectionView, blockOf("block-section", { backgroundColor: iv(["color-weiss"]) }), ctx);
    expect(html).toContain("background-color:#ffffff;color:#22262a;--surface-heading:#1f3d33");
    expect(reads).toEqual(["theme-colors"]);
  });

  it("every surface colour reaches 4.5:1 on any background", () => {
    const ctx = testCtx();
    for (const bg of ["#000000", "#1f3d33", "#5b7f6a", "#777777", "#8fb8d0", "#f3ede2", "#ffffff", "#ff0000"]) {
      const s = surfaceColors(ctx, bg);
      for (const c of [s.text, s.heading, s.eyebrow]) expect(contrastRatio(c, bg), `${c} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
