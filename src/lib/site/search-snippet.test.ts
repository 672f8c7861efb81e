import { describe, expect, it } from "vitest";
import { charCount, truncateSnippet } from "./search-snippet.ts";

describe("search snippet", () => {
  it("keeps a text that fits and cuts a longer one after its last whole word, with an ellipsis", () => {
    expect(truncateSnippet("Atmen lernen", 60)).toBe("Atmen lernen");
    expect(truncateSnippet("Atmen lernen im Park, jeden Samstag", 20)).toBe("Atmen lernen im…");
    expect(charCount(truncateSnippet("x".repeat(200), 160))).toBe(160);
    expect(truncateSnippet("  viel   Raum  ", 60)).toBe("viel Raum");
  });

  it("counts characters as a reader does", () => {
    expect(charCount("😀😀")).toBe(2);
    expect(charCount(" Über ")).toBe(4);
  });
});
