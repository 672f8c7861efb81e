import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { sign, verifySignature } from "./signature.ts";

describe("webhook signature", () => {
  const body = new TextEncoder().encode('{"type":"PagesPublished"}');
  it("matches Squidex's base64(sha256(body + secret))", () => {
    const expected = createHash("sha256").update('{"type":"PagesPublished"}secret-0123456789').digest("base64");
    expect(sign(body, "secret-0123456789")).toBe(expected);
    expect(verifySignature(body, "secret-0123456789", expected)).toBe(true);
  });
  it("refuses wrong, missing and truncated signatures", () => {
    const good = sign(body, "secret-0123456789");
    expect(verifySignature(body, "secret-0123456789", null)).toBe(false);
    expect(verifySignature(body, "secret-0123456789", "")).toBe(false);
    expect(verifySignature(body, "secret-0123456789", good.slice(0, -2))).toBe(false);
    expect(verifySignature(body, "other-secret-0123", good)).toBe(false);
  });
});
