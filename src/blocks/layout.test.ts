import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockTree } from "./BlockTree.tsx";
import IconView from "./icon/View.tsx";
import RichTextView from "./rich-text/View.tsx";
import SectionView from "./section/View.tsx";
import { blockOf, iv, l, renderView, testCtx } from "../../tests/support/blocks/site-snapshot.ts";
import SpacerView from "./spacer/View.tsx";

describe("section, columns, spacer, rich text, icon", () => {
  it("section: anchor and validated background; a bad hex never reaches the markup", () => {
    expect(renderView(SectionView, blockOf("block-section", { anchor: iv("kontakt"), backgroundColor: iv(["color-salbei"]) }), testCtx())).toMatch(
      /^<section id="kontakt"[^>]*style="background-color:#5b7f6a;color:#000000;/,
    );
    const ctx = testCtx();
    const html = renderView(SectionView, blockOf("block-section", { anchor: iv('x" onclick="y'), backgroundColor: iv(["color-bad"]) }), ctx);
    expect(html).toMatch(/^<div class="block-section/);
    expect(html).not.toMatch(/style|onclick|red/);
    expect(ctx.warnings[0]).toContain("Bad Hex");
  });

  it("section: content sits in the site container (one left edge), except a full-width section", () => {
    const html = (fields: Parameters<typeof blockOf>[1]) => renderView(SectionView, blockOf("block-section", fields), testCtx());
    for (const width of ["narrow", "default", "wide"])
      expect(html({ width: iv(width) })).toMatch(/^<div class="block-section[^"]*"><div class="site-container"><div class="flex flex-col gap-6[^"]*">/);
    expect(html({ width: iv("narrow") })).toMatch(/<div class="flex flex-col gap-6 max-w-2xl">/);
    expect(html({ width: iv("narrow"), align: iv("center") })).toMatch(/<div class="flex flex-col gap-6 max-w-2xl mx-auto">/);
    expect(html({ width: iv("full") })).not.toContain("site-container");
    expect(html({ width: iv("full") })).not.toContain("--site-gutter");
    expect(html({ width: iv("full"), backgroundColor: iv(["color-salbei"]) })).toMatch(/^<section class="[^"]*px-\[var\(--site-gutter\)\]/);
  });

  it("columns: each child is one grid item", () => {
    const ctx = testCtx({ lang: "en" });
    const html = renderToStaticMarkup(
      createElement(BlockTree, {
        ctx,
        blocks: [
          blockOf("block-columns", { columns: iv("3") }, [
            blockOf("block-heading", { text: l("A", "A") }),
            blockOf("block-heading", { text: l("B", "B") }),
            blockOf("block-spacer", {}),
          ]),
        ],
      }),
    );
    expect(html).toMatch(
      /^<div class="block-columns grid grid-cols-1 md:grid-cols-2 lg:grid-cols-3 gap-6 items-start"><h2[^>]*>A<\/h2><h2[^>]*>B<\/h2><div aria-hidden="true"[^>]*><\/div><\/div>$/,
    );
  });

  it("columns auto: a wrapping row of children at their natural width", () => {
    const ctx = testCtx();
    const html = renderToStaticMarkup(
      createElement(BlockTree, {
        ctx,
        blocks: [
          blockOf("block-columns", { columns: iv("auto"), gap: iv("sm"), verticalAlign: iv("center") }, [
            blockOf("block-heading", { text: l("A", "A") }),
            blockOf("block-heading", { text: l("B", "B") }),
          ]),
        ],
      }),
    );
    expect(html).toMatch(/^<div class="block-columns flex flex-wrap [^"]*items-center"><h2[^>]*>A<\/h2><h2[^>]*>B<\/h2><\/div>$/);
    expect(html).not.toContain("grid");
  });

  it("spacer: decorative space or a divider", () => {
    expect(renderView(SpacerView, blockOf("block-spacer", { size: iv("xl") }), testCtx())).toBe('<div aria-hidden="true" class="block-spacer h-20"></div>');
    expect(renderView(SpacerView, blockOf("block-spacer", { divider: iv(true) }), testCtx())).toContain("<hr");
  });

  it("rich text: sanitised HTML in the page language", () => {
    const block = blockOf("block-rich-text", { html: l("<p>Hallo</p>", '<p>Hello <a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>') });
    expect(renderView(RichTextView, block, testCtx({ lang: "de" }))).toBe('<div class="rich-text"><p>Hallo</p></div>');
    expect(renderView(RichTextView, block, testCtx({ lang: "en" }))).toBe('<div class="rich-text"><p>Hello x</p></div>');
  });

  it("icon: inline sanitised SVG, labelled or decorative, in its colour", () => {
    const labelled = renderView(
      IconView,
      blockOf("block-icon", { icon: iv("menu"), label: l("Menü", "Menu"), color: iv(["color-salbei"]) }),
      testCtx({ lang: "en" }),
    );
    expect(labelled).toContain('role="img" aria-label="Menu"');
    expect(labelled).toContain("color:#5b7f6a");
    expect(labelled).not.toMatch(/onload|script/);
    expect(renderView(IconView, blockOf("block-icon", { icon: iv("mail") }), testCtx())).toContain('aria-hidden="true"');
    const ctx = testCtx();
    expect(renderView(IconView, blockOf("block-icon", { icon: iv("nope") }), ctx)).toBe("");
    expect(ctx.warnings[0]).toContain("unknown icon nope");
  });
});
