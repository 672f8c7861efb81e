import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeReturnTo } from "./return-to.ts";

const ORIGIN = "http://127.0.0.1:4321";
const EVIL = [
  "//evil.test", "/\\evil.test", "\\\\evil.test", "https:evil.test", "https://evil.test", "http://127.0.0.1:4322/",
  "%2f%2fevil.test", "/%2F%2Fevil.test", "/%09/evil.test", "/\t/evil.test", "javascript:alert(1)", "https://site@evil.test",
  "/%5cevil.test", "evil.test", "", " /manage", "/\n/evil.test", "data:text/html,x", "///evil.test", "/%2f/evil.test",
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
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), fc.webUrl(), fc.string().map((s) => `/${s}`), fc.string().map((s) => `//${s}`)), (value) => {
        expect(new URL(safeReturnTo(value, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});
