import { describe, expect, it } from "vitest";
import { headingHints, headingOutline } from "./heading-hints.ts";
import { block, forms, heading, richText, section } from "../../../tests/support/editor/checks/check-blocks.ts";

const levels = (tree: Parameters<typeof headingOutline>[0], lang: "de" | "en" = "de") =>
  headingOutline(tree, forms, lang).map((h) => `${h.blockId}:h${h.level}`);

describe("headingOutline", () => {
  it("reads heading blocks at their level, nested ones included, in page order", () => {
    expect(levels([heading("a", "h1"), section("s", [heading("b", "h2"), section("t", [heading("c", "h3")])])])).toEqual(["a:h1", "b:h2", "c:h3"]);
  });

  it("adds the headings inside rich text and the titles of list blocks (rendered as h2)", () => {
    const tree = [heading("a", "h1"), richText("r", "<p>x</p><h2>Zwei</h2><h3>Drei</h3>"), block("l", "block-practitioner-list", { title: { de: "Trainer" } })];
    expect(levels(tree)).toEqual(["a:h1", "r:h2", "r:h3", "l:h2"]);
  });

  it("leaves out empty headings, hidden blocks, and a heading without a level reads as h2 (the view's default)", () => {
    const tree = [
      heading("a", "h1", { de: " ", en: "" }),
      { ...heading("b", "h1"), active: false },
      block("c", "block-heading", { text: { de: "Ohne Ebene" } }),
    ];
    expect(levels(tree)).toEqual(["c:h2"]);
  });

  it("reads each language as its page shows it: a missing translation shows the German text, an empty one nothing", () => {
    const tree = [
      block("a", "block-heading", { text: { de: "Titel" }, level: { iv: "h1" } }),
      heading("b", "h2", { de: "Nur deutsch", en: "" }),
      block("r", "block-rich-text", { html: { de: "<p>x</p>", en: "<h2>Only English</h2>" } }),
    ];
    expect(levels(tree, "de")).toEqual(["a:h1", "b:h2"]);
    expect(levels(tree, "en")).toEqual(["a:h1", "r:h2"]);
  });

  it("points at the level field of a heading block and at the language's rich text", () => {
    const outline = headingOutline([heading("a", "h1"), richText("r", "<h2>x</h2>")], forms, "en");
    expect(outline.map((h) => h.path)).toEqual(["level.iv", "html.en"]);
  });
});

describe("headingHints", () => {
  const hints = (tree: Parameters<typeof headingOutline>[0], lang: "de" | "en" = "en") => headingHints(headingOutline(tree, forms, "de"), lang);

  it("gives no hint for a page with one h1 and no skipped level", () => {
    expect(hints([heading("a", "h1"), heading("b", "h2"), heading("c", "h3"), heading("d", "h2"), heading("e", "h3")])).toEqual([]);
  });

  it("says when the page does not start with an h1", () => {
    expect(hints([heading("a", "h2"), heading("b", "h3")])).toEqual([
      {
        level: "hint",
        code: "heading-order",
        blockId: "a",
        path: "level.iv",
        message: "The page starts with an H2. The first heading should be an H1: it says what the page is about.",
      },
    ]);
  });

  it("says when there is a second h1", () => {
    expect(hints([heading("a", "h1"), heading("b", "h2"), heading("c", "h1")], "de")).toEqual([
      expect.objectContaining({ blockId: "c", message: "Schon die zweite H1 auf der Seite. Eine Seite hat genau eine H1; nimm hier eine H2." }),
    ]);
  });

  it("says when a level is skipped on the way down, not on the way up", () => {
    expect(hints([heading("a", "h1"), heading("b", "h3"), heading("c", "h4"), heading("d", "h2")])).toEqual([
      expect.objectContaining({ blockId: "b", message: "An H3 follows an H1: a level is skipped. Use at most an H2 here." }),
    ]);
  });

  it("says when the page has no heading at all (a page hint, no block)", () => {
    expect(hints([richText("r", "<p>Nur Text</p>")])).toEqual([
      { level: "hint", code: "heading-order", message: "The page has no heading. Start with an H1 that says what it is about." },
    ]);
  });
});
