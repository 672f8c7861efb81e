import { describe, expect, it } from "vitest";
import { absoluteUrl, hreflangLinks, robotsTxt, sitemapXml } from "./seo.ts";

describe("seo", () => {
  it("makes paths absolute only when a site URL is known", () => {
    expect(absoluteUrl("/en/about", "https://x.example")).toBe("https://x.example/en/about");
    expect(absoluteUrl("/en/about")).toBe("/en/about");
  });

  it("lists every language plus x-default pointing at German", () => {
    expect(hreflangLinks({ de: "/ueber-uns", en: "/en/about" }, "https://x.example")).toEqual([
      { hreflang: "de", href: "https://x.example/ueber-uns" },
      { hreflang: "en", href: "https://x.example/en/about" },
      { hreflang: "x-default", href: "https://x.example/ueber-uns" },
    ]);
    expect(hreflangLinks({ en: "/en/only" })).toEqual([
      { hreflang: "en", href: "/en/only" },
      { hreflang: "x-default", href: "/en/only" },
    ]);
  });

  it("writes a sitemap with alternates for both languages", () => {
    const xml = sitemapXml([{ de: "/", en: "/en" }, { de: "/a&b" }], "https://x.example");
    expect(xml).toContain("<loc>https://x.example/</loc>");
    expect(xml).toContain("<loc>https://x.example/en</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://x.example/en"/>');
    expect(xml).toContain('hreflang="x-default" href="https://x.example/"');
    expect(xml).toContain("/a&amp;b");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("writes robots.txt with the private areas and the sitemap", () => {
    const txt = robotsTxt("https://x.example");
    expect(txt).toContain("Disallow: /manage\n");
    expect(txt).toContain("Disallow: /present/\n");
    expect(txt).toContain("Sitemap: https://x.example/sitemap.xml");
  });
});
