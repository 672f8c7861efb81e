import { describe, expect, it } from "vitest";
import { acceptedLang } from "./accepted-lang.ts";

const request = (language?: string) => new Request("http://site.test/cms/x", { headers: language ? { "accept-language": language } : {} });

describe("acceptedLang", () => {
  it("is English when the request prefers English, else German", () => {
    expect(acceptedLang(request("en"))).toBe("en");
    expect(acceptedLang(request("en-GB,de;q=0.5"))).toBe("en");
    expect(acceptedLang(request("de-DE,en;q=0.8"))).toBe("de");
    expect(acceptedLang(request("fr"))).toBe("de");
    expect(acceptedLang(request())).toBe("de");
  });
});
