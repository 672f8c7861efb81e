import { describe, expect, it } from "vitest";
import { checkPath } from "./safe-path.ts";

describe("checkPath", () => {
  it("passes ordinary paths through, decoded and without the query", () => {
    expect(checkPath("/")).toEqual({ pathname: "/" });
    expect(checkPath("/_astro/app.B1x_9.css?v=1")).toEqual({ pathname: "/_astro/app.B1x_9.css" });
    expect(checkPath("/%C3%BCber-uns")).toEqual({ pathname: "/über-uns" });
    expect(checkPath("/.well-known/security.txt")).toEqual({ pathname: "/.well-known/security.txt" });
  });

  it.each([
    "/../etc/passwd",
    "/a/../../b",
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/",
    "/%2E%2E/x",
    "/%252e%252e/etc/passwd",
    "/a%5c..%5cb",
    "/a\\b",
    "/a%00b",
    "/a%0d%0aSet-Cookie:x",
    "/%E0%A4%A",
    "/./x",
    "relative",
    "*",
  ])("refuses %s with 400", (target) => {
    expect(checkPath(target)).toEqual({ status: 400 });
  });

  it.each(["/.git/HEAD", "/.env", "/a/.hidden", "/%2egit/config"])("hides %s (404)", (target) => {
    expect(checkPath(target)).toEqual({ status: 404 });
  });
});
