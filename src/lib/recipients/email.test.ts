import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideEmail, MAX_EMAIL_LENGTH, rawEmailSegment } from "./email.ts";

describe("decideEmail", () => {
  it("accepts ordinary addresses, decoded once and lower-cased", () => {
    expect(decideEmail("anna.schaefer@example.org")).toEqual({ ok: true, email: "anna.schaefer@example.org" });
    expect(decideEmail("Anna.Schaefer%40Example.ORG")).toEqual({ ok: true, email: "anna.schaefer@example.org" });
    expect(decideEmail("a+news@sub.example.co.uk")).toEqual({ ok: true, email: "a+news@sub.example.co.uk" });
  });

  it.each([
    ["not-an-email"],
    ["a@b"],
    ["%0d%0a@x.de"],
    ["%0d%0aa@x.de"],
    ["a@x.de%0d%0aSet-Cookie:x"],
    ["<script>@x.de"],
    ["a%2540x.de"], // decoded once: "a%40x.de", not an address
    ["%E0%A4%A"], // undecodable
    [""],
    ["a b@x.de"],
    ["o'brien@example.ie"],
    [`${"a".repeat(MAX_EMAIL_LENGTH - 4)}@x.de`],
    [`${"a".repeat(65)}@x.de`],
    ["a".repeat(300)],
  ])("refuses %s", (raw) => {
    expect(decideEmail(raw)).toEqual({ ok: false });
  });

  it("accepts exactly 254 characters and refuses 255", () => {
    const at254 = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(6)}`;
    expect(at254).toHaveLength(254);
    expect(decideEmail(at254).ok).toBe(true);
    expect(decideEmail(`${at254}e`).ok).toBe(false);
  });

  it("turns any string into an address or a 404 decision, never an exception", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.emailAddress(), fc.webSegment()), (raw) => {
        const decision = decideEmail(raw);
        if (decision.ok) {
          expect(decision.email.length).toBeLessThanOrEqual(MAX_EMAIL_LENGTH);
          expect(decision.email).toMatch(/^[\w.+-]+@[\da-z.-]+\.[a-z]{2,}$/);
        } else expect(decision).toEqual({ ok: false });
      }),
      { numRuns: 2000 },
    );
  });

  it("accepts what it produces (idempotent on valid addresses)", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        const first = decideEmail(encodeURIComponent(address));
        if (first.ok) expect(decideEmail(encodeURIComponent(first.email))).toEqual(first);
      }),
    );
  });
});

describe("rawEmailSegment", () => {
  it("takes the still-encoded segment after the route prefix", () => {
    expect(rawEmailSegment("http://x/newsletter/a%40b.de", "newsletter")).toBe("a%40b.de");
    expect(rawEmailSegment("http://x/newsletter/a@b.de/?lang=en", "newsletter")).toBe("a@b.de");
    expect(rawEmailSegment("http://x/newsletter/a/b", "newsletter")).toBeUndefined();
    expect(rawEmailSegment("http://x/present/a@b.de", "newsletter")).toBeUndefined();
    expect(rawEmailSegment("http://x/newsletter/", "newsletter")).toBeUndefined();
  });
});
