import { describe, expect, it } from "vitest";
import { adminLang } from "./admin-lang.ts";

const at = (path: string, headers: Record<string, string> = {}) => {
  const url = new URL(path, "https://site.test");
  return adminLang(new Request(url, { headers }), url);
};

describe("adminLang", () => {
  it("takes ?lang= first and remembers it in a cookie", () => {
    const picked = at("/manage?lang=en", { cookie: "admin-lang=de", "accept-language": "de" });
    expect(picked.lang).toBe("en");
    expect(picked.remember).toMatch(/^admin-lang=en; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
  });
  it("then the remembered language", () => {
    expect(at("/manage", { cookie: "session=x; admin-lang=en", "accept-language": "de" })).toEqual({ lang: "en" });
    expect(at("/manage?lang=fr", { cookie: "admin-lang=en" })).toEqual({ lang: "en" });
  });
  it("then the browser's preference among German and English, by quality", () => {
    expect(at("/manage", { "accept-language": "en-GB,en;q=0.9,de;q=0.8" }).lang).toBe("en");
    expect(at("/manage", { "accept-language": "fr-CH, fr;q=0.9, de;q=0.7, en;q=0.8" }).lang).toBe("en");
    expect(at("/manage", { "accept-language": "de-AT,en;q=0.5" }).lang).toBe("de");
    expect(at("/manage", { cookie: "admin-lang=xx", "accept-language": "en-US" }).lang).toBe("en");
  });
  it("else German", () => {
    expect(at("/manage")).toEqual({ lang: "de" });
    expect(at("/manage", { "accept-language": "fr, ja;q=0.5" })).toEqual({ lang: "de" });
  });
});
