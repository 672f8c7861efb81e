import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import { embedTarget } from "./providers.ts";
import EmbedView from "./View.tsx";

describe("embedTarget", () => {
  it.each([
    ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["youtube", "https://youtu.be/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["youtube", "https://www.youtube.com/shorts/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["vimeo", "https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
    ["vimeo", "https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871?dnt=1"],
  ])("builds the %s embed from %s", (provider, url, src) => {
    expect(embedTarget(provider, url)?.src).toBe(src);
  });

  it("builds an OpenStreetMap embed from coordinates", () => {
    const t = embedTarget("openstreetmap", "https://www.openstreetmap.org/#map=15/52.5200/13.4050");
    expect(t?.src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=52\.52,13\.405$/);
  });

  it.each([
    ["youtube", "https://evil.example/watch?v=dQw4w9WgXcQ"],
    ["youtube", 'https://www.youtube.com/watch?v=dQw4"><script>'],
    ["youtube", "javascript:alert(1)"],
    ["vimeo", "https://vimeo.com/abc"],
    ["openstreetmap", "https://www.openstreetmap.org/#map=15/999/13"],
    ["unknown", "https://example.org"],
    ["youtube", "http://youtu.be/dQw4w9WgXcQ"],
  ])("refuses %s %s", (provider, url) => {
    expect(embedTarget(provider, url)).toBeUndefined();
  });
});

describe("embed block", () => {
  const block = blockOf("block-embed", {
    provider: iv("youtube"),
    url: iv("https://youtu.be/dQw4w9WgXcQ"),
    title: l("Atemübung <b>", "Breathing exercise <b>"),
    consentCategory: iv("marketing"),
  });
  const parse = (html: string) => new JSDOM(html).window.document;
  const placeholderOf = (html: string) => parse(parse(html).querySelector("iframe")!.getAttribute("srcdoc")!);

  it("renders an iframe whose own document is the consent placeholder: nothing loads from the provider", () => {
    const html = renderView(EmbedView, block, testCtx({ lang: "en" }));
    const iframe = parse(html).querySelector("iframe")!;
    expect(iframe.hasAttribute("src")).toBe(false);
    expect(iframe.getAttribute("title")).toBe("Breathing exercise <b>");
    expect(iframe.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(html).toContain('data-consent-category="marketing"');
    const doc = placeholderOf(html);
    expect(doc.documentElement.lang).toBe("en");
    expect(doc.title).toBe("Breathing exercise <b>");
    const load = doc.querySelector("a.load")!;
    expect(load.getAttribute("href")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(load.hasAttribute("target")).toBe(false);
    expect(load.textContent).toBe("Load external content (YouTube)");
    expect(doc.body.textContent).toContain("This shows content from YouTube.");
    // Everything else the placeholder references is the site's own: fonts from /fonts, no other host.
    expect(
      doc
        .querySelector("style")!
        .textContent!.match(/url\([^)]*\)/g)!
        .every((u) => u.startsWith("url(/fonts/")),
    ).toBe(true);
  });

  it("speaks the page language and escapes the editor's title", () => {
    const html = renderView(EmbedView, block, testCtx({ lang: "de" }));
    expect(placeholderOf(html).querySelector("a.load")!.textContent).toBe("Externen Inhalt laden (YouTube)");
    expect(placeholderOf(html).querySelector("title")!.textContent).toBe("Atemübung <b>");
    expect(html).not.toContain("<b>");
  });

  it("renders nothing and warns for a URL that is not from the provider", () => {
    const ctx = testCtx();
    expect(renderView(EmbedView, blockOf("block-embed", { provider: iv("vimeo"), url: iv("https://evil.example/1") }), ctx)).toBe("");
    expect(ctx.warnings).toHaveLength(1);
  });
});
