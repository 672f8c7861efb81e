import { describe, expect, it } from "vitest";
import { isImage, isPage, neverCached, offlinePath, redirectFor, refreshVerdict, storable } from "./policy.ts";

describe("service worker policy", () => {
  it("never caches the API, the proxy, the admin, login, recipient pages, build manifests or itself", () => {
    for (const path of [
      "/api/rest",
      "/cms/api/content/x/pages",
      "/manage",
      "/manage/account",
      "/login",
      "/en/login",
      "/newsletter/a@b.c",
      "/present/a@b.c",
      "/builds/latest.json",
      "/sw.js",
    ])
      expect(neverCached(path), path).toBe(true);
    for (const path of ["/", "/en", "/ueber-uns", "/en/about", "/loginhilfe", "/cms/api/assets/app/1/photo.jpg", "/_astro/a.js"])
      expect(neverCached(path), path).toBe(false);
  });

  it("sorts requests into pages (navigations, payloads) and images", () => {
    expect(isPage("navigate", "/ueber-uns")).toBe(true);
    expect(isPage("cors", "/ueber-uns/_payload.json")).toBe(true);
    expect(isPage("cors", "/api/rest")).toBe(false);
    expect(isImage("image", "/x.png")).toBe(true);
    expect(isImage("", "/cms/api/assets/app/1/a.jpg")).toBe(true);
    expect(isImage("script", "/_astro/a.js")).toBe(false);
  });

  it("stores only whole 200 answers that are neither private nor no-store", () => {
    const answer = (status: number, cacheControl?: string) => ({ status, headers: new Headers(cacheControl ? { "cache-control": cacheControl } : {}) });
    expect(storable(answer(200, "no-cache"))).toBe(true);
    expect(storable(answer(200))).toBe(true);
    expect(storable(answer(200, "private, max-age=60"))).toBe(false);
    expect(storable(answer(200, "no-store"))).toBe(false);
    expect(storable(answer(206))).toBe(false);
    expect(storable(answer(404))).toBe(false);
  });

  it("picks the offline page by language", () => {
    expect(offlinePath("/kontakt")).toBe("/offline");
    expect(offlinePath("/en")).toBe("/en/offline");
    expect(offlinePath("/en/contact")).toBe("/en/offline");
    expect(offlinePath("/entdecken")).toBe("/offline");
  });

  it("applies a build's route rules like the server: internal or https targets, 301 unless 308", () => {
    const rules = {
      "/alt": { redirect: { to: "/neu", statusCode: 308 } },
      "/insta": { redirect: { to: "https://www.instagram.com/x", statusCode: 301 } },
      "/bad": { redirect: { to: "//evil.example", statusCode: 301 } },
      "/js": { redirect: { to: "javascript:alert(1)" } },
    };
    expect(redirectFor(rules, "/alt/")).toEqual({ to: "/neu", status: 308 });
    expect(redirectFor(rules, "/insta")).toEqual({ to: "https://www.instagram.com/x", status: 301 });
    expect(redirectFor(rules, "/bad")).toBeUndefined();
    expect(redirectFor(rules, "/js")).toBeUndefined();
    expect(redirectFor(rules, "/none")).toBeUndefined();
  });

  it("after a new build, keeps a page's new answer, drops a gone, redirected or private page, and keeps the old copy when offline or on a server error", () => {
    const answer = (status: number, cacheControl = "no-cache", type: ResponseType = "basic") => ({
      status,
      type,
      headers: new Headers({ "cache-control": cacheControl }),
    });
    expect(refreshVerdict(answer(200))).toBe("keep");
    expect(refreshVerdict(answer(404))).toBe("drop");
    expect(refreshVerdict(answer(410))).toBe("drop");
    expect(refreshVerdict(answer(0, "", "opaqueredirect"))).toBe("drop");
    expect(refreshVerdict(answer(200, "private, no-store"))).toBe("drop");
    expect(refreshVerdict(undefined)).toBe("retry");
    expect(refreshVerdict(answer(503))).toBe("retry");
    expect(refreshVerdict(answer(429))).toBe("retry");
  });
});
