import { describe, expect, it } from "vitest";
import { EDIT_LINK_MS, signLinkToken, verifyLinkToken } from "./link-token.ts";

const KEY = "k".repeat(43);
const NOW = Date.UTC(2026, 10, 27, 12);

describe("registration link tokens", () => {
  const token = signLinkToken(KEY, "edit", "entry-1", "Ada@Example.test", NOW + EDIT_LINK_MS);

  it("a token works for its purpose, entry and address (any spelling) until it expires", () => {
    expect(verifyLinkToken(KEY, "edit", token, "entry-1", "ada@example.test", NOW)).toBe(true);
    expect(verifyLinkToken(KEY, "edit", token, "entry-1", "ada@example.test", NOW + EDIT_LINK_MS - 1000)).toBe(true);
    expect(verifyLinkToken(KEY, "edit", token, "entry-1", "ada@example.test", NOW + EDIT_LINK_MS)).toBe(false);
  });

  it("is worth nothing for another entry, purpose, address or key, or when changed", () => {
    expect(verifyLinkToken(KEY, "edit", token, "entry-2", "ada@example.test", NOW)).toBe(false);
    expect(verifyLinkToken(KEY, "verify", token, "entry-1", "ada@example.test", NOW)).toBe(false);
    expect(verifyLinkToken(KEY, "edit", token, "entry-1", "eve@example.test", NOW)).toBe(false);
    expect(verifyLinkToken("x".repeat(43), "edit", token, "entry-1", "ada@example.test", NOW)).toBe(false);
    const [expires, mac] = token.split(".");
    expect(verifyLinkToken(KEY, "edit", `${Number(expires) + 3600}.${mac}`, "entry-1", "ada@example.test", NOW)).toBe(false);
    expect(verifyLinkToken(KEY, "edit", `${expires}.${mac!.slice(0, -1)}${mac!.endsWith("A") ? "B" : "A"}`, "entry-1", "ada@example.test", NOW)).toBe(false);
    for (const junk of ["", "x", `${expires}.`, `${expires}.${mac}.x`, "1.ä".padEnd(45, "a")]) {
      expect(verifyLinkToken(KEY, "edit", junk, "entry-1", "ada@example.test", NOW)).toBe(false);
    }
  });
});
