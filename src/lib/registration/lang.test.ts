import { describe, expect, it } from "vitest";
import { registrationLang } from "./lang.ts";

const at = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test${path}`, { headers });

describe("the registration pages' language", () => {
  it("?lang= first, then the referring page of this site, then Accept-Language, then German", () => {
    expect(registrationLang(at("/practitioners/register?lang=en", { referer: "http://site.test/", "accept-language": "de" }))).toBe("en");
    expect(registrationLang(at("/practitioners/register?lang=fr", { referer: "http://site.test/en/about" }))).toBe("en");
    expect(registrationLang(at("/practitioners/register", { referer: "http://site.test/ueber", "accept-language": "en" }))).toBe("de");
    expect(registrationLang(at("/practitioners/register", { referer: "http://elsewhere.test/en/x", "accept-language": "en-GB,en;q=0.9" }))).toBe("en");
    expect(registrationLang(at("/practitioners/register", { referer: "http://site.test/practitioners/register", "accept-language": "en" }))).toBe("en");
    expect(registrationLang(at("/practitioners/register", { referer: "not a url" }))).toBe("de");
    expect(registrationLang(at("/practitioners/register"))).toBe("de");
  });
});
