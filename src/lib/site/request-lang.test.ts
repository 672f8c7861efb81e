import { describe, expect, it } from "vitest";
import { preferredLang, requestLang } from "./request-lang.ts";

describe("request language", () => {
  it("reads the most preferred supported language of Accept-Language", () => {
    expect(preferredLang("en-GB,en;q=0.9,de;q=0.8")).toBe("en");
    expect(preferredLang("fr-FR, de;q=0.5, en;q=0.7")).toBe("en");
    expect(preferredLang("fr, it")).toBeUndefined();
    expect(preferredLang("en;q=0, de")).toBe("de");
    expect(preferredLang(undefined)).toBeUndefined();
  });

  it("prefers ?lang, then the path prefix, then the header, then German", () => {
    const u = (s: string) => new URL(s, "http://x.test");
    expect(requestLang(u("/login?lang=en"), "de")).toBe("en");
    expect(requestLang(u("/login?lang=xx"), "en")).toBe("en");
    expect(requestLang(u("/en/whatever"), "de")).toBe("en");
    expect(requestLang(u("/login"), null)).toBe("de");
  });
});
