import { describe, expect, it } from "vitest";
import { isExternal, safeUrl } from "./safe-url.ts";

describe("safeUrl", () => {
  it.each(["/", "/ueber-uns", "/en/about?x=1#top", "#kontakt", "https://example.org/x", "mailto:brief@atemraum.example?subject=Newsletter", "tel:+4930123456"])(
    "allows %s",
    (url) => {
      expect(safeUrl(url)).toBe(url);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "http://example.org",
    "//evil.example/x",
    "/\\evil.example",
    "https://",
    "mailto:",
    "ftp://x",
    "",
  ])("refuses %j", (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it("refuses non-strings and marks https as external", () => {
    expect(safeUrl(undefined)).toBeUndefined();
    expect(safeUrl(["/x"])).toBeUndefined();
    expect(isExternal("https://a.example")).toBe(true);
    expect(isExternal("/a")).toBe(false);
  });
});
