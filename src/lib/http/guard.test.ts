import { describe, expect, it } from "vitest";
import { assertCleanPath, assertPageMethod, checkRequestOrigin, isFormPage, isManagePath, matchPath, originPolicy } from "./guard.ts";
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
    for (const p of ["/%2e%2e/manage", "/manage%2fx", "/%256danage", "//manage", "/manage;", "/manage\\x", "/a%5cb", "/a%00"])
      expect(() => assertCleanPath(p), p).toThrow();
    expect(() => assertCleanPath("/manage/pages")).not.toThrow();
  });

  it("requires a same-origin request for writes on /api, /cms and /manage", () => {
    expect(() => checkRequestOrigin(req("POST", { origin: ORIGINS[0]! }), "/api/rest", ORIGINS)).not.toThrow();
    expect(() => checkRequestOrigin(req("POST", { "sec-fetch-site": "same-origin" }), "/manage/x", ORIGINS)).not.toThrow();
    const variants: Record<string, string>[] = [
      {},
      { origin: "https://evil.test" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: ORIGINS[0]!, "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of variants) {
      for (const path of ["/api/rest", "/cms/api/content/a/b", "/manage/flushcache", "/api/_auth/session"]) {
        expect(() => checkRequestOrigin(req("DELETE", headers), path, ORIGINS), `${path} ${JSON.stringify(headers)}`).toThrow();
      }
    }
    expect(() => checkRequestOrigin(req("POST"), "/api/hooks/content", ORIGINS)).not.toThrow();
    expect(() => checkRequestOrigin(req("GET", { origin: "https://evil.test" }), "/api/rest", ORIGINS)).not.toThrow();
    expect(isSameOriginRequest(req("POST", { "sec-fetch-site": "none" }), ORIGINS)).toBe(true);
  });

  it("takes Origin: null with Sec-Fetch-Site: same-origin (a form on a no-referrer page) as same-origin, and nothing else with null", () => {
    expect(checkRequestOrigin(req("POST", { origin: "null", "sec-fetch-site": "same-origin" }), "/api/newsletter/confirm", ORIGINS)).toBe("session");
    for (const site of ["cross-site", "same-site", "none"]) {
      expect(() => checkRequestOrigin(req("POST", { origin: "null", "sec-fetch-site": site }), "/api/newsletter/confirm", ORIGINS), site).toThrow();
    }
  });

  it("answers Origin-less content reads as anonymous, and refuses Origin-less writes", () => {
    for (const path of ["/api/rest", "/api/graphql", "/api/getcontentitem", "/api/getassets", "/api/schemas", "/api/getthirdpartyscripts"]) {
      expect(checkRequestOrigin(req("POST"), path, ORIGINS), path).toBe("anonymous");
      expect(checkRequestOrigin(req("POST", { origin: ORIGINS[0]! }), path, ORIGINS), path).toBe("session");
      const foreign: Record<string, string>[] = [
        { origin: "https://evil.test" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "bogus" },
      ];
      for (const headers of foreign) {
        expect(() => checkRequestOrigin(req("POST", headers), path, ORIGINS), `${path} ${JSON.stringify(headers)}`).toThrow();
      }
    }
    for (const [method, path] of [
      ["POST", "/api/_auth/login"],
      ["DELETE", "/api/_auth/session"],
      ["POST", "/manage/flushcache"],
      ["POST", "/cms/api/content/a/b"],
      ["PUT", "/api/rest"],
      ["DELETE", "/api/rest"],
    ] as const) {
      expect(() => checkRequestOrigin(req(method), path, ORIGINS), `${method} ${path}`).toThrow();
    }
    expect(checkRequestOrigin(req("GET"), "/api/_auth/session", ORIGINS)).toBe("session");
  });

  it("states the verdict without throwing: session, anonymous or refused", () => {
    expect(originPolicy(req("POST", { origin: ORIGINS[0]! }), "/api/rest", ORIGINS)).toBe("session");
    expect(originPolicy(req("POST"), "/api/rest", ORIGINS)).toBe("anonymous");
    expect(originPolicy(req("POST", { origin: "https://evil.test" }), "/api/rest", ORIGINS)).toBe("refused");
    expect(originPolicy(req("POST"), "/manage/flushcache", ORIGINS)).toBe("refused");
    expect(() => checkRequestOrigin(req("POST", { origin: "https://evil.test" }), "/api/rest", ORIGINS)).toThrow(expect.objectContaining({ status: 403 }));
  });

  it("lets page routes take GET and HEAD only", () => {
    for (const method of ["GET", "HEAD"]) expect(() => assertPageMethod(req(method), "/login")).not.toThrow();
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(() => assertPageMethod(req(method), "/login"), method).toThrow(expect.objectContaining({ status: 405, headers: { allow: "GET, HEAD" } }));
    }
    for (const path of ["/api/rest", "/cms/api/content/a/b", "/manage/flushcache"]) expect(() => assertPageMethod(req("POST"), path)).not.toThrow();
  });

  it("lets form pages take POST too, from this site only", () => {
    for (const path of ["/practitioners/register", "/practitioners/register/verify", "/practitioners/register/abc"]) {
      expect(() => assertPageMethod(req("POST"), path), path).not.toThrow();
      expect(() => assertPageMethod(req("PUT"), path), path).toThrow(expect.objectContaining({ status: 405, headers: { allow: "GET, HEAD, POST" } }));
      expect(originPolicy(req("POST", { origin: ORIGINS[0]! }), path, ORIGINS)).toBe("session");
      const foreign: Record<string, string>[] = [{}, { origin: "null" }, { origin: "https://evil.test" }];
      for (const headers of foreign) expect(originPolicy(req("POST", headers), path, ORIGINS)).toBe("refused");
    }
    expect(() => assertPageMethod(req("POST"), "/practitioners/registered")).toThrow(expect.objectContaining({ status: 405 }));
  });

  it("lets the visitor form pages take POST, under the same-origin rule", () => {
    const pages = ["/appointments/slot-1", "/en/appointments/slot-1", "/appointments/slot-1/cancel", "/en/appointments/slot_2-a/cancel"];
    for (const path of pages) {
      expect(isFormPage(path), path).toBe(true);
      expect(() => assertPageMethod(req("POST"), path)).not.toThrow();
      expect(() => assertPageMethod(req("PUT"), path)).toThrow(expect.objectContaining({ status: 405, headers: { allow: "GET, HEAD, POST" } }));
      expect(originPolicy(req("POST", { origin: ORIGINS[0]! }), path, ORIGINS)).toBe("session");
      expect(originPolicy(req("POST", { origin: "https://evil.example" }), path, ORIGINS)).toBe("refused");
      expect(originPolicy(req("POST"), path, ORIGINS)).toBe("refused");
      expect(originPolicy(req("POST", { origin: "null" }), path, ORIGINS)).toBe("refused");
    }
    for (const path of ["/appointments", "/appointments/a/b", "/de/appointments/a", "/appointments/a/cancel/x", "/termine"])
      expect(isFormPage(path), path).toBe(false);
  });
});
