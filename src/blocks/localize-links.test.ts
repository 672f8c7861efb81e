import { describe, expect, it } from "vitest";
import { buildPageIndex } from "../lib/site/pages.ts";
import { localizeLinks } from "./localize-links.ts";
import type { BlockInstance } from "../lib/tree/block.ts";

const index = buildPageIndex([
  { id: "about", data: { title: { de: "Über uns", en: "About" }, seo: { de: { slug: "ueber-uns" }, en: { slug: "about" } } } },
  { id: "imprint", data: { title: { de: "Impressum", en: "Imprint" }, seo: { de: { slug: "impressum" } } } },
]);
const button = (href: Record<string, string>, id = "b"): BlockInstance => ({
  id,
  schemaName: "block-button",
  schemaId: "s-button",
  active: true,
  fields: { label: { de: "Los", en: "Go" }, href },
});
const href = (blocks: BlockInstance[], lang: "de" | "en") => blocks[0]!.fields.href![lang];

describe("localizeLinks", () => {
  it("points a link picked in German at the page's English path on the English page, query and hash kept", () => {
    expect(href(localizeLinks([button({ de: "/ueber-uns" })], "en", index), "en")).toBe("/en/about");
    expect(href(localizeLinks([button({ de: "/ueber-uns#team" })], "en", index), "en")).toBe("/en/about#team");
    expect(href(localizeLinks([button({ de: "/en/about?x=1" })], "de", index), "de")).toBe("/ueber-uns?x=1");
  });

  it("leaves other links, links already in the language and nested blocks' unknown paths as they are, and the given tree unchanged", () => {
    const tree = [button({ de: "/ueber-uns", en: "https://example.org" }), button({ de: "/kontakt" }, "c"), button({ de: "/ueber-uns", en: "/en/about" }, "d")];
    const out = localizeLinks(tree, "en", index);
    expect(out.map((b) => b.fields.href!.en)).toEqual(["https://example.org", undefined, "/en/about"]);
    expect(out).toBe(tree);
    const nested: BlockInstance[] = [
      { id: "s", schemaName: "block-section", schemaId: "s-section", active: true, fields: {}, children: [button({ de: "/ueber-uns" })] },
    ];
    expect(localizeLinks(nested, "en", index)[0]!.children![0]!.fields.href!.en).toBe("/en/about");
    expect(nested[0]!.children![0]!.fields.href!.en).toBeUndefined();
    // A page without an English slug is routed at its German one under /en.
    expect(href(localizeLinks([button({ de: "/impressum" })], "en", index), "en")).toBe("/en/impressum");
  });
});
