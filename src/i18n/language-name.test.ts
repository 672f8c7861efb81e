import { describe, expect, it } from "vitest";
import { languageName } from "./language-name.ts";

describe("languageName", () => {
  it("names each content language in the UI language", () => {
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(languageName("de", "en")).toBe("Englisch");
    expect(languageName("en", "de")).toBe("German");
    expect(languageName("en", "en")).toBe("English");
  });
});
