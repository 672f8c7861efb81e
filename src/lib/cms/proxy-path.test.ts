import { describe, expect, it } from "vitest";
import { checkProxyPath } from "./proxy-path.ts";
import { SSRF_PAYLOADS } from "../../../tests/support/lib/cms/ssrf-payloads.ts";

const APP = "baukasten";

describe("checkProxyPath", () => {
  it("classifies the proxied forms", () => {
    expect(checkProxyPath("/api/content/baukasten/pages", APP)).toMatchObject({ ok: true, target: { kind: "content", schema: "pages" } });
    expect(checkProxyPath("/api/content/baukasten/pages/abc/status", APP)).toMatchObject({
      ok: true,
      target: { kind: "content", id: "abc", rest: ["status"] },
    });
    expect(checkProxyPath("/api/content/baukasten/graphql", APP)).toMatchObject({ ok: true, target: { kind: "content", schema: "graphql" } });
    expect(checkProxyPath("/api/apps/baukasten/schemas/pages", APP)).toMatchObject({ ok: true, target: { kind: "schemas" } });
    expect(checkProxyPath("/api/apps/baukasten/assets", APP)).toMatchObject({ ok: true, target: { kind: "assets" } });
    expect(checkProxyPath("/api/assets/baukasten/abc/logo.svg", APP)).toMatchObject({ ok: true, target: { kind: "asset-file" } });
    expect(checkProxyPath("/identity-server/connect/token", APP)).toMatchObject({ ok: true, target: { kind: "token" } });
  });

  it("refuses encodings, traversal and other apps", () => {
    const bad = [
      "/api/content/baukasten/%2e%2e/%2e%2e/identity-server",
      "/api/content/baukasten/..%2fx",
      "/api/content/baukasten/pages%2f..",
      "/api/content/baukasten/%252e%252e",
      "/api//content/baukasten/pages",
      "/api/content/baukasten/pages;x",
      "/api\\content",
      "/api/content/other/pages",
      "/api/apps/other/schemas",
      "/api/other/baukasten",
      "/api/content/baukasten/PAGES",
      "/api/content/baukasten/pages/a%00",
      "/api/content/baukasten/pages/%0a",
      "/api/content/baukasten/pages/..",
      "/api/content/baukasten/./pages",
      "/api/content/baukasten/pages/a@b",
      "/api/content/baukasten/pages/a:b",
      "/api/content/baukasten/%E0%A4%A",
    ];
    for (const path of bad) expect(checkProxyPath(path, APP).ok, path).toBe(false);
    for (const payload of SSRF_PAYLOADS) {
      const p = `/${payload.replaceAll("{app}", APP)}`;
      const r = checkProxyPath(p, APP);
      if (r.ok) expect(["content", "schemas", "assets", "asset-file", "token"]).toContain(r.target.kind);
      if (r.ok) expect(r.path).not.toMatch(/\.\.|\/\/|\\/);
    }
  });
});
