import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import ImageView from "./View.tsx";

const img = (html: string) => /<img [^>]*>/.exec(html)?.[0] ?? "";

describe("image block", () => {
  it("renders width/height from the asset and alt text per language, lazy below the fold", () => {
    const block = blockOf("block-image", { image: iv(["asset-hero"]), alt: l("Morgenlicht", "Morning light") });
    const de = img(renderView(ImageView, block, testCtx({ lang: "de" })));
    expect(de).toContain('src="/cms/api/assets/app/asset-hero/hero.png?width=800&amp;format=webp&amp;cache=31536000"');
    expect(de).toMatch(/srcSet="[^"]*\?width=320&amp;format=webp&amp;cache=31536000 320w, [^"]*\?format=webp&amp;cache=31536000 1200w"/);
    expect(de).toContain('sizes="(min-width: 80rem) 80rem, 100vw"');
    expect(de).toContain('width="1200" height="700"');
    expect(de).toContain('alt="Morgenlicht"');
    expect(de).toContain('loading="lazy"');
    expect(de).toContain('decoding="async"');
    expect(de.toLowerCase()).not.toContain("fetchpriority");
    expect(img(renderView(ImageView, block, testCtx({ lang: "en" })))).toContain('alt="Morning light"');
  });

  it("loads eagerly with high fetch priority when marked priority", () => {
    const html = img(renderView(ImageView, blockOf("block-image", { image: iv(["asset-hero"]), alt: l("a", "a"), priority: iv(true) }), testCtx()));
    expect(html).toContain('loading="eager"');
    expect(html.toLowerCase()).toContain('fetchpriority="high"');
  });

  it("renders a caption in a figure and an empty alt for decorative images", () => {
    const html = renderView(
      ImageView,
      blockOf("block-image", { image: iv(["asset-hero"]), caption: l("Bildunterschrift", "Caption") }),
      testCtx({ lang: "en" }),
    );
    expect(html).toMatch(/^<figure[^>]*><img [^>]*alt=""[^>]*\/><figcaption[^>]*>Caption<\/figcaption><\/figure>$/);
  });

  it("renders nothing and warns for a missing asset", () => {
    const ctx = testCtx({ path: "/x" });
    expect(renderView(ImageView, blockOf("block-image", { image: iv(["nope"]) }), ctx)).toBe("");
    expect(ctx.warnings[0]).toContain("missing image asset");
  });
});
