import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRedirect, loadRouteRedirects } from "./route-rules.ts";

const dir = mkdtempSync(join(tmpdir(), "route-rules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(id: string, routeRules: unknown): string {
  const client = join(dir, id);
  mkdirSync(join(client, "builds", "meta"), { recursive: true });
  writeFileSync(join(client, "builds", "latest.json"), JSON.stringify({ id, timestamp: 1 }));
  writeFileSync(join(client, "builds", "meta", `${id}.json`), JSON.stringify({ id, timestamp: 1, routeRules, prerendered: [] }));
  return client;
}

describe("route rules", () => {
  it("loads the latest build's redirects and skips malformed ones", async () => {
    const client = build("b1", {
      "/alt/": { redirect: { to: "/neu", statusCode: 301 } },
      "/ext": { redirect: { to: "https://www.instagram.com/x", statusCode: 308 } },
      "/bad-status": { redirect: { to: "/x", statusCode: 302 } },
      "/bad-target": { redirect: { to: "//evil.example", statusCode: 301 } },
      "/js": { redirect: { to: "javascript:alert(1)", statusCode: 301 } },
    });
    const rules = await loadRouteRedirects(client);
    expect([...rules.keys()]).toEqual(["/alt", "/ext"]);
    expect(findRedirect(rules, "/alt", "?a=1")).toEqual({ status: 301, location: "/neu?a=1" });
    expect(findRedirect(rules, "/alt/", "")).toEqual({ status: 301, location: "/neu" });
    expect(findRedirect(rules, "/ext", "?a=1")).toEqual({ status: 308, location: "https://www.instagram.com/x" });
    expect(findRedirect(rules, "/other", "")).toBeUndefined();
  });

  it("has no redirects when the build has no manifest", async () => {
    expect((await loadRouteRedirects(join(dir, "missing"))).size).toBe(0);
  });
});
