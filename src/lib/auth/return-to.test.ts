import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeReturnTo } from "./return-to.ts";

const ORIGIN = "http://127.0.0.1:4321";
const EVIL = [
  "//evil.test",
  "/\\evil.test",
  "\\\\evil.test",
  "https:evil.test",
  "https://evil.test",
  "http://127.0.0.1:4322/",
  "%2f%2fevil.test",
  "/%2F%2Fevil.test",
  "/%09/evil.test",
  "/\t/evil.test",
  "javascript:alert(1)",
  "https://site@evil.test",
  "/%5cevil.test",
  "evil.test",
  "",
  " /manage",
  "/\n/evil.test",
  "data:text/html,x",
  "///evil.test",
  "/%2f/evil.test",
  // Dot-segments that the URL parser resolves to a protocol-relative `//evil.test`.
  "/.//evil.test",
  "/..//evil.test",
  "/a/..//evil.test",
  "/././/evil.test",
  "/a/b/../..//evil.test",
  "/%2e//evil.test",
  "/.%2e//evil.test",
];

describe("safeReturnTo", () => {
  it("keeps same-origin paths", () => {
    expect(safeReturnTo("/manage/pages?x=1", ORIGIN)).toBe("/manage/pages?x=1");
    expect(safeReturnTo("/returnTo/x?y=1#a", ORIGIN)).toBe("/returnTo/x?y=1#a");
  });

  it.each(EVIL)("falls back for %j", (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe("/");
  });

  it("never yields an off-origin target (generated)", () => {
    const dotted = fc
      .tuple(fc.array(fc.constantFrom(".", "..", "a", "%2e", "%2E%2e", ""), { maxLength: 4 }), fc.constantFrom("/evil.test", "//evil.test", "/\\evil.test"))
      .map(([segments, tail]) => `/${segments.join("/")}${tail}`);
    const values = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.webUrl(),
      fc.string().map((s) => `/${s}`),
      fc.string().map((s) => `//${s}`),
      dotted,
    );
    fc.assert(
      fc.property(values, (value) => {
        // Where a browser goes with the Location header it receives.
        expect(new URL(safeReturnTo(value, ORIGIN), `${ORIGIN}/api/_auth/login`).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
