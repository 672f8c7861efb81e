import { describe, expect, it } from "vitest";
import { testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import { pageTree } from "../../../tests/support/editor/page-tree.ts";
import { pageChecker } from "./page-checks.ts";
import { block, forms, heading, richText, section } from "../../../tests/support/editor/checks/check-blocks.ts";

describe("pageChecker", () => {
  it("puts field errors in errors and advice in hints", () => {
    const check = pageChecker(forms, "de");
    const { errors, hints } = check({ tree: [heading("a", "h2", { de: "", en: "Only English" })] });
    expect(errors.map((e) => e.path)).toEqual(["text.de"]);
    expect(hints.every((h) => h.level === "hint")).toBe(true);
    // German has no heading left (a page hint); English starts with an h2.
    expect(hints.map((h) => [h.code, h.lang, h.blockId])).toEqual([
      ["heading-order", "de", undefined],
      ["heading-order", "en", "a"],
    ]);
  });

  it("reports a heading hint found in every language once, and one found in one language for that language", () => {
    const check = pageChecker(forms, "en");
    const tree = [heading("a", "h2"), block("b", "block-heading", { text: { de: "Nur deutsch", en: "" }, level: { iv: "h1" } }), heading("c", "h1")];
    expect(check({ tree }).hints.map((h) => [h.blockId, h.lang, h.message.slice(0, 24)])).toEqual([
      ["a", undefined, "The page starts with an "],
      ["c", "de", "This is the page's secon"],
    ]);
  });

  it("reports a rich text's heading hint once, pointing at the text in the builder's language", () => {
    const tree = [richText("r", "<h2>Zwei</h2>"), heading("a", "h1")];
    const { hints } = pageChecker(forms, "en")({ tree });
    expect(hints).toEqual([expect.objectContaining({ blockId: "r", path: "html.en" })]);
    expect(hints[0]).not.toHaveProperty("lang");
    expect(pageChecker(forms, "de")({ tree }).hints).toEqual([expect.objectContaining({ blockId: "r", path: "html.de" })]);
  });

  it("adds the page's title and description hints and the contrast hints when it has the page and the site", () => {
    const check = pageChecker(forms, "de");
    const site = testSite({ colors: [{ id: "dark", data: { hexcode: { iv: "#1f3d33" } } }] });
    const tree = [
      heading("a", "h1"),
      // An icon in the theme's main colour on a section painted in it.
      section("s", [block("b", "block-icon", { icon: { iv: "mail" } })], "dark"),
    ];
    const { hints } = check({ tree, site, page: { id: "p", data: { seo: { de: { seotitle: "Kurz" } } } } });
    expect(hints.map((h) => [h.code, h.lang ?? "*"])).toEqual([
      ["title-length", "de"],
      ["description-length", "de"],
      ["title-length", "en"],
      ["description-length", "en"],
      ["contrast", "*"],
    ]);
  });

  it("checks a 200-block page in well under 16 ms, and after one change faster still", () => {
    const tree = pageTree(200);
    const site = testSite();
    const page = { id: "p", data: {} };
    // The first run of all also compiles the code; an open builder has run it by the time it matters.
    pageChecker(forms, "de")({ tree, site, page });
    const check = pageChecker(forms, "de");
    const fullStart = performance.now();
    check({ tree, site, page });
    const full = performance.now() - fullStart;
    const changed = [...tree.slice(0, -1), heading("last", "h2", { de: "" })];
    const warmStart = performance.now();
    const { errors } = check({ tree: changed, site, page });
    const warm = performance.now() - warmStart;
    console.info(`all checks, 200 blocks: ${full.toFixed(2)} ms for all, ${warm.toFixed(2)} ms after one change`);
    expect(errors.map((e) => e.blockId)).toEqual(["last"]);
    expect(full).toBeLessThan(16);
    expect(warm).toBeLessThan(8);
  });
});
