import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape.ts";

describe("escapeHtml", () => {
  it("turns markup and both quotes into character references and leaves other text alone", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;");
    expect(escapeHtml("Grüße – 100 %")).toBe("Grüße – 100 %");
  });
});
