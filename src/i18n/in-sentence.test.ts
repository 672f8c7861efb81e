import { describe, expect, it } from "vitest";
import { inSentence } from "./in-sentence.ts";

describe("inSentence", () => {
  it("writes an English label in lower case inside a sentence, abbreviations and German nouns as they are", () => {
    expect(inSentence("en", "Text style")).toBe("text style");
    expect(inSentence("en", "SEO title")).toBe("SEO title");
    expect(inSentence("en", "")).toBe("");
    expect(inSentence("de", "Textstil")).toBe("Textstil");
  });
});
