import { describe, expect, it } from "vitest";
import { requestLang } from "./request-lang.ts";

describe("requestLang", () => {
  const u = (s: string) => new URL(s, "http://x.test");

  it("prefers ?lang, then the path prefix, then German", () => {
    expect(requestLang(u("/login?lang=en"))).toBe("en");
    expect(requestLang(u("/en/login?lang=de"))).toBe("de");
    expect(requestLang(u("/login?lang=xx"))).toBe("de");
    expect(requestLang(u("/en/login"))).toBe("en");
    expect(requestLang(u("/login"))).toBe("de");
  });
});
