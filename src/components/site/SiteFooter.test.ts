import { describe, expect, it } from "vitest";
import { loginHref } from "./SiteFooter.tsx";

describe("loginHref", () => {
  it("brings an editor back to the content page they logged in from", () => {
    expect(loginHref("de", "/ueber-uns", true)).toBe("/login?returnTo=%2Fueber-uns");
    expect(loginHref("en", "/en/about/", true)).toBe("/en/login?returnTo=%2Fen%2Fabout");
  });

  it("gives on-demand and error pages the plain link, so personal paths do not travel, and the login page none", () => {
    expect(loginHref("de", "/newsletter/a%40b.test", false)).toBe("/login");
    expect(loginHref("en", undefined, false)).toBe("/en/login");
    expect(loginHref("de", "/login", false)).toBeUndefined();
    expect(loginHref("en", "/en/login/", true)).toBeUndefined();
  });
});
