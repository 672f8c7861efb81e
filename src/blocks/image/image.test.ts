import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx, testSite } from "../../../tests/support/blocks/site-snapshot.ts";
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

  /** The snapshot's hero image with a focus point and alternative texts in its metadata. */
  const described = () => {
    const site = testSite();
    site.assets.set("asset-hero", { ...site.assets.get("asset-hero")!, focus: { x: -1, y: 0.5 }, alt: { de: "Sonne", en: "Sun" } });
    return site;
  };

  it("keeps the asset's focus point in a crop to an aspect ratio, and leaves an uncropped image alone", () => {
    const site = described();
    const cropped = img(renderView(ImageView, blockOf("block-image", { image: iv(["asset-hero"]), aspect: iv("1/1") }), testCtx({ site })));
    expect(cropped).toContain("aspect-square object-cover");
    expect(cropped).toContain('style="object-position:0% 75%"');
    const whole = img(renderView(ImageView, blockOf("block-image", { image: iv(["asset-hero"]), aspect: iv("original") }), testCtx({ site })));
    expect(whole).not.toContain("object-position");
    const plain = img(renderView(ImageView, blockOf("block-image", { image: iv(["asset-hero"]), aspect: iv("1/1") }), testCtx()));
    expect(plain).not.toContain("object-position");
  });

  it("falls back to the asset's alt text in the page language when the block has none of its own", () => {
    const site = described();
    const bare = blockOf("block-image", { image: iv(["asset-hero"]) });
    expect(img(renderView(ImageView, bare, testCtx({ site, lang: "de" })))).toContain('alt="Sonne"');
    expect(img(renderView(ImageView, bare, testCtx({ site, lang: "en" })))).toContain('alt="Sun"');
    const own = blockOf("block-image", { image: iv(["asset-hero"]), alt: l("Morgenlicht", "Morning light") });
    expect(img(renderView(ImageView, own, testCtx({ site, lang: "en" })))).toContain('alt="Morning light"');
  });
});
