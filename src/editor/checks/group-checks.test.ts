import { describe, expect, it } from "vitest";
import type { Check } from "./check.ts";
import { groupChecks } from "./group-checks.ts";
import { heading, section } from "../../../tests/support/editor/checks/check-blocks.ts";

const check = (blockId: string | undefined, lang?: "de" | "en", message = "x"): Check => ({
  level: "error",
  code: "field",
  message,
  ...(blockId ? { blockId } : {}),
  ...(lang ? { lang } : {}),
});

describe("groupChecks", () => {
  const tree = [heading("a", "h1"), section("s", [heading("b", "h2"), heading("c", "h2")])];

  it("groups by language (German, English, then every language) and by block in page order, the page first", () => {
    const groups = groupChecks([check("c", "en"), check("b", "de", "1"), check(undefined, "de"), check("b", "de", "2"), check("a"), check("a", "en")], tree);
    expect(groups.map((g) => [g.lang, g.blocks.map((b) => [b.block?.id ?? "page", b.block?.position, b.checks.map((c) => c.message)])])).toEqual([
      [
        "de",
        [
          ["page", undefined, ["x"]],
          ["b", 3, ["1", "2"]],
        ],
      ],
      [
        "en",
        [
          ["a", 1, ["x"]],
          ["c", 4, ["x"]],
        ],
      ],
      ["all", [["a", 1, ["x"]]]],
    ]);
  });

  it("leaves out checks about blocks that are gone, and returns nothing for no checks", () => {
    expect(groupChecks([check("gone", "de")], tree)).toEqual([]);
    expect(groupChecks([], tree)).toEqual([]);
  });

  it("names the block's type for its label", () => {
    expect(groupChecks([check("s")], tree)[0]?.blocks[0]?.block).toEqual({ id: "s", schemaName: "block-section", position: 2 });
  });
});
