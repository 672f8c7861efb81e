import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockTree } from "./BlockTree.tsx";
import { blocks, getBlock } from "./registry.ts";
import { blockOf, iv, l, testCtx, testSite } from "../../tests/support/blocks/site-snapshot.ts";

const render = (tree: Parameters<typeof BlockTree>[0]["blocks"], ctx = testCtx()) => renderToStaticMarkup(createElement(BlockTree, { blocks: tree, ctx }));

describe("BlockTree", () => {
  it("renders containers with their children, in order, skipping inactive blocks", () => {
    const ctx = testCtx({ lang: "en" });
    const inactive = { ...blockOf("block-heading", { text: l("Versteckt", "Hidden") }), active: false };
    const html = render(
      [
        blockOf("block-section", { anchor: iv("intro") }, [
          blockOf("block-heading", { text: l("Eins", "One"), level: iv("h1") }),
          inactive,
          blockOf("block-heading", { text: l("Zwei", "Two") }),
        ]),
      ],
      ctx,
    );
    expect(html).toMatch(/^<section id="intro"[^>]*>.*<h1[^>]*>One<\/h1>.*<h2[^>]*>Two<\/h2>.*<\/section>$/);
    expect(html).not.toContain("Hidden");
    expect(ctx.warnings).toEqual([]);
  });

  it("renders an unknown block type as nothing and warns naming the page", () => {
    const ctx = testCtx({ path: "/ueber-uns" });
    expect(render([blockOf("block-does-not-exist", {}), blockOf("block-spacer", {})], ctx)).toBe('<div aria-hidden="true" class="block-spacer h-8"></div>');
    expect(ctx.warnings).toEqual(["unknown block type block-does-not-exist on /ueber-uns"]);
  });

  it("renders admin-defined block types through the generic view by field tags", () => {
    const site = testSite({
      blockSchemas: [
        {
          name: "block-quote-card",
          fields: [
            { name: "title", partitioning: "language", properties: { fieldType: "String", tags: ["editor:text", "view:heading"] } },
            { name: "body", partitioning: "language", properties: { fieldType: "String", tags: ["editor:richtext", "view:richtext"] } },
            { name: "href", partitioning: "invariant", properties: { fieldType: "String", tags: ["editor:url", "view:link"] } },
            { name: "label", partitioning: "language", properties: { fieldType: "String", tags: ["editor:text", "view:label"] } },
            { name: "limit", partitioning: "invariant", properties: { fieldType: "Number", tags: ["editor:number"] } },
          ],
        },
      ],
    });
    const ctx = testCtx({ site, lang: "en" });
    const html = render(
      [
        blockOf("block-quote-card", {
          title: l("Zitat", "Quote"),
          body: l("<p>de</p>", '<p onclick="x">en<script>x</script></p>'),
          href: iv("javascript:alert(1)"),
          label: l("Mehr", "More"),
          limit: iv(3),
        }),
      ],
      ctx,
    );
    expect(html).toContain('<h2 class="font-main text-2xl font-semibold text-[color:var(--surface-heading,var(--color-main))]">Quote</h2>');
    expect(html).toContain("<p>en</p>");
    expect(html).toContain("<span>More</span>");
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(ctx.warnings).toEqual([]);
  });

  it("renders an admin-defined image field with the same WebP srcset as the image block", () => {
    const site = testSite({
      blockSchemas: [
        {
          name: "block-photo",
          fields: [{ name: "photo", partitioning: "invariant", properties: { fieldType: "Assets", tags: ["editor:asset", "view:image"] } }],
        },
      ],
    });
    const html = render([blockOf("block-photo", { photo: iv(["asset-hero"]) })], testCtx({ site }));
    expect(html).toContain('src="/cms/api/assets/app/asset-hero/hero.png?width=800&amp;format=webp&amp;cache=31536000"');
    expect(html).toMatch(/srcSet="[^"]* 320w,[^"]*\?format=webp&amp;cache=31536000 1200w" sizes="\(min-width: 80rem\) 80rem, 100vw" width="1200" height="700"/);
  });

  it("registers every generic block once, by schema name", () => {
    const names = blocks.map((b) => b.schemaName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "block-section",
      "block-columns",
      "block-heading",
      "block-rich-text",
      "block-image",
      "block-button",
      "block-icon",
      "block-spacer",
      "block-embed",
    ]) {
      expect(getBlock(name)?.View).toBeTypeOf("function");
    }
  });
});
