import { describe, expect, it } from "vitest";
import { assertCleanPath, assertSameOriginWrite, isManagePath, matchPath } from "./guard.ts";
import { isSameOriginRequest } from "./origin.ts";

const ORIGINS = ["http://127.0.0.1:4321"];
const req = (method: string, headers: Record<string, string> = {}) => new Request("http://127.0.0.1:4321/x", { method, headers });

describe("request guard", () => {
  it("matches /manage after one decode and lower-casing", () => {
    for (const p of ["/manage", "/MANAGE/x", "/%6danage", "/%6Danage/pages", "/Manage/"]) expect(isManagePath(matchPath(p)!), p).toBe(true);
    for (const p of ["/managed", "/en/manage", "/"]) expect(isManagePath(matchPath(p)!), p).toBe(false);
    expect(matchPath("/%E0%A4%A")).toBeUndefined();
  });

  it("refuses confusing paths", () => {
    for (const p of ["/%2e%2e/manage", "/manage%2fx", "/%256danage", "//manage", "/manage;", "/manage\\x", "/a%5cb", "/a%00"]) expect(() => assertCleanPath(p), p).toThrow();
    expect(() => assertCleanPath("/manage/pages")).not.toThrow();
  });

  it("requires a same-origin request for writes on /api, /cms and /manage", () => {
    expect(() => assertSameOriginWrite(req("POST", { origin: ORIGINS[0]! }), "/api/rest", ORIGINS)).not.toThrow();
    expect(() => assertSameOriginWrite(req("POST", { "sec-fetch-site": "same-origin" }), "/manage/x", ORIGINS)).not.toThrow();
    const variants: Record<string, string>[] = [{}, { origin: "https://evil.test" }, { origin: "null" }, { "sec-fetch-site": "cross-site" }, { origin: ORIGINS[0]!, "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }];
    for (const headers of variants) {
      for (const path of ["/api/rest", "/cms/api/content/a/b", "/manage/flushcache", "/api/_auth/session"]) {
        expect(() => assertSameOriginWrite(req("DELETE", headers), path, ORIGINS), `${path} ${JSON.stringify(headers)}`).toThrow();
      }
    }
    expect(() => assertSameOriginWrite(req("POST"), "/api/hooks/content", ORIGINS)).not.toThrow();
    expect(() => assertSameOriginWrite(req("GET", { origin: "https://evil.test" }), "/api/rest", ORIGINS)).not.toThrow();
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "none" }), ORIGINS)).toBe(true);
  });
});
