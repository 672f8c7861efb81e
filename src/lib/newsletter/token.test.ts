import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signNewsletterToken, verifyNewsletterToken } from "./token.ts";

const KEY = "k".repeat(43);
const NOW = Date.parse("2026-11-28T00:00:00Z");

describe("newsletter tokens", () => {
  it("name their address until they expire, for their purpose only", () => {
    const token = signNewsletterToken(KEY, "confirm", "anna@example.org", NOW + 60_000);
    expect(verifyNewsletterToken(KEY, "confirm", token, NOW)).toEqual({ ok: true, email: "anna@example.org" });
    expect(verifyNewsletterToken(KEY, "confirm", token, NOW + 60_000)).toEqual({ ok: false, reason: "expired", email: "anna@example.org" });
    expect(verifyNewsletterToken(KEY, "unsubscribe", token, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyNewsletterToken(`${KEY}x`, "confirm", token, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuse a token whose address or time was changed", () => {
    const token = signNewsletterToken(KEY, "unsubscribe", "anna@example.org", NOW + 60_000);
    const [, expires, mac] = token.split(".");
    const other = `${Buffer.from("eve@example.org").toString("base64url")}.${expires}.${mac}`;
    expect(verifyNewsletterToken(KEY, "unsubscribe", other, NOW)).toEqual({ ok: false, reason: "invalid" });
    const later = token.replace(`.${expires}.`, `.${Number(expires) + 1}.`);
    expect(verifyNewsletterToken(KEY, "unsubscribe", later, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("turn any string into a verdict, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.stringMatching(/^[A-Za-z0-9_-]{1,60}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/)), (token) => {
        expect(verifyNewsletterToken(KEY, "confirm", token, NOW)).toEqual({ ok: false, reason: "invalid" });
      }),
      { numRuns: 1000 },
    );
  });

  it("round-trip every address the recipient route accepts", () => {
    fc.assert(
      fc.property(fc.emailAddress({ size: "small" }), (raw) => {
        const email = raw.toLowerCase();
        const verdict = verifyNewsletterToken(KEY, "confirm", signNewsletterToken(KEY, "confirm", email, NOW + 1000), NOW);
        if (verdict.ok) expect(verdict.email).toBe(email);
      }),
    );
  });
});
