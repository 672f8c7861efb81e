import { describe, expect, it } from "vitest";
import { adminLang, pageAdminLang } from "./admin-lang.ts";

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

describe("pageAdminLang", () => {
  const page = (path: string) => {
    const url = new URL(path, "https://site.test");
    return { request: new Request(url), url, response: { headers: new Headers() } };
  };
  it("remembers a language asked for on the page's response, and nothing otherwise", () => {
    const asked = page("/manage/pages?lang=en");
    expect(pageAdminLang(asked)).toBe("en");
    expect(asked.response.headers.get("set-cookie")).toMatch(/^admin-lang=en; Path=\/; SameSite=Lax; Max-Age=\d+; Secure$/);
    const plain = page("/manage/pages");
    expect(pageAdminLang(plain)).toBe("de");
    expect(plain.response.headers.get("set-cookie")).toBeNull();
  });
});
