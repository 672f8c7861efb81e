import { describe, expect, it } from "vitest";
import { testSite } from "../../../tests/support/blocks/site-snapshot.ts";
import type { Entity } from "../../lib/content/model.ts";
import { contrastHints } from "./contrast-hints.ts";
import { block, forms, section } from "../../../tests/support/editor/checks/check-blocks.ts";

// The test site's standard theme: main #1f3d33 (dark green), white #ffffff.
const site = testSite({
  colors: [
    { id: "dark", data: { hexcode: { iv: "#1f3d33" } } },
    { id: "pale", data: { hexcode: { iv: "#f3ede2" } } },
    { id: "mid", data: { hexcode: { iv: "#5b7f6a" } } },
    { id: "bad", data: { hexcode: { iv: "red;}" } } },
  ],
});
const page: Entity = { id: "p", data: {} };
const button = (id: string, variant: string) => block(id, "block-button", { label: { de: "Los" }, href: { de: "/x" }, variant: { iv: variant } });
const icon = (id: string, color?: string) => block(id, "block-icon", { icon: { iv: "mail" }, ...(color ? { color: { iv: [color] } } : {}) });
const hints = (tree: Parameters<typeof contrastHints>[0], p: Entity = page) => contrastHints(tree, forms, { site, page: p }, "de");

describe("contrastHints", () => {
  it("gives no hint where nothing is painted or the colours read well", () => {
    expect(hints([button("b", "link"), icon("i"), section("s", [button("c", "link"), icon("j")], "pale")])).toEqual([]);
  });

  it("gives no hint for buttons on a dark section: the view draws outlined and link buttons in a readable colour there", () => {
    expect(hints([section("s", [button("a", "secondary"), button("b", "primary"), section("t", [button("c", "link")])], "dark")])).toEqual([]);
  });

  it("uses the page's chosen background when no block is painted", () => {
    expect(hints([icon("a")], { id: "p", data: { backgroundColor: { iv: ["dark"] } } }).map((c) => c.blockId)).toEqual(["a"]);
    expect(hints([icon("a")], page)).toEqual([]);
  });

  it("flags an icon whose chosen colour barely stands out (3:1 for graphics), against white or the section behind it", () => {
    expect(hints([icon("a", "pale"), icon("b", "dark"), section("s", [icon("c", "mid"), icon("d")], "dark")]).map((c) => [c.blockId, c.path])).toEqual([
      ["a", "color.iv"],
      ["c", "color.iv"],
      ["d", "color.iv"],
    ]);
    expect(contrastHints([icon("a", "pale")], forms, { site, page }, "en")[0]?.message).toMatch(/contrast 1\.1:1, at least 3:1/);
  });

  it("ignores hidden blocks and colours that are no valid hex (the build reports those)", () => {
    expect(hints([{ ...section("s", [button("a", "link")], "dark"), active: false }, section("t", [button("b", "link")], "bad")])).toEqual([]);
  });
});
