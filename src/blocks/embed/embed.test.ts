import { describe, expect, it } from "vitest";
import { blockOf, iv, l, renderView, testCtx } from "../shared/test-fixtures.ts";
import { embedTarget } from "./providers.ts";
import { EmbedView } from "./View.tsx";

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
    ["youtube", "https://www.youtube.com/watch?v=dQw4\"><script>"],
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
  it("renders a consent placeholder linking to the provider, no iframe", () => {
    const block = blockOf("block-embed", { provider: iv("youtube"), url: iv("https://youtu.be/dQw4w9WgXcQ"), title: l("Atemübung", "Breathing exercise"), consentCategory: iv("marketing") });
    const en = renderView(EmbedView, block, testCtx({ lang: "en" }));
    expect(en).not.toContain("<iframe");
    expect(en).toContain('data-consent-category="marketing"');
    expect(en).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(en).toMatch(/<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ"[^>]*>Load external content/);
    expect(en).toContain("Breathing exercise");
    expect(renderView(EmbedView, block, testCtx({ lang: "de" }))).toContain("Externen Inhalt laden");
  });

  it("renders nothing and warns for a URL that is not from the provider", () => {
    const ctx = testCtx();
    expect(renderView(EmbedView, blockOf("block-embed", { provider: iv("vimeo"), url: iv("https://evil.example/1") }), ctx)).toBe("");
    expect(ctx.warnings).toHaveLength(1);
  });
});
