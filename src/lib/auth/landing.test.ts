import { describe, expect, it } from "vitest";
import { loginLanding } from "./landing.ts";

const ORIGINS = ["http://127.0.0.1:4321", "https://site.test"];
const land = (path: string, referer: string | null = null, home = "/") => loginLanding(new URL(path, ORIGINS[0]), referer, ORIGINS, home);

describe("loginLanding", () => {
  it("prefers the returnTo of the login link", () => {
    expect(land("/login?returnTo=%2Fueber-uns", "http://127.0.0.1:4321/kontakt")).toBe("/ueber-uns");
    expect(land("/en/login?returnTo=/en/about?x=1", null, "/en")).toBe("/en/about?x=1");
  });
  it("else the same-origin page the visitor came from (the site's own or SITE_URL's origin)", () => {
    expect(land("/login", "http://127.0.0.1:4321/kontakt?a=b")).toBe("/kontakt?a=b");
    expect(land("/login", "https://site.test/en/about")).toBe("/en/about");
  });
  it("else the home page of the login page's language", () => {
    expect(land("/login")).toBe("/");
    expect(land("/en/login", null, "/en")).toBe("/en");
  });
  it("never another origin, a login or error page, or an unsafe path", () => {
    for (const evil of [
      "//evil.test",
      "https://evil.test/x",
      "/\\evil.test",
      "/%2F%2Fevil.test",
      "javascript:alert(1)",
      "/login",
      "/en/login/",
      "/login?returnTo=/x",
      "/404",
    ]) {
      expect(land(`/login?returnTo=${encodeURIComponent(evil)}`), evil).toBe("/");
    }
    for (const referer of [
      "https://evil.test/page",
      "http://127.0.0.1:4322/page",
      "not a url",
      "http://127.0.0.1:4321/login?error=invalid",
      "http://127.0.0.1:4321//evil.test",
    ]) {
      expect(land("/login", referer), referer).toBe("/");
    }
  });
});
