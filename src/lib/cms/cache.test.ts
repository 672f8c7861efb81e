import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { cacheKey, createContentCache } from "./cache.ts";

const base = { kind: "rest", url: "api/content/app/pages", language: "de", unpublished: false };

describe("content cache", () => {
  it("separates language, publish state, query, graphquery, key and private fields", () => {
    const keys = new Set([
      cacheKey(base),
      cacheKey({ ...base, language: "en" }),
      cacheKey({ ...base, unpublished: true }),
      cacheKey({ ...base, query: "$top=1" }),
      cacheKey({ ...base, kind: "graphql", graphquery: "{a}" }),
      cacheKey({ ...base, kind: "graphql", graphquery: "{a}", key: "k" }),
      cacheKey({ ...base, id: "x" }),
      cacheKey({ ...base, withPrivate: true }),
    ]);
    expect(keys.size).toBe(8);
    expect(cacheKey({ ...base, withPrivate: false })).toBe(cacheKey(base));
  });

  it("has no collisions between different parts (generated)", () => {
    const parts = fc.record({
      kind: fc.string(),
      url: fc.string(),
      language: fc.string(),
      unpublished: fc.boolean(),
      query: fc.string(),
      graphquery: fc.string(),
      key: fc.string(),
    });
    fc.assert(fc.property(parts, parts, (a, b) => (cacheKey(a) === cacheKey(b)) === (JSON.stringify(a) === JSON.stringify(b))));
  });

  it("never stores unpublished answers and never answers one language with another", () => {
    const cache = createContentCache();
    cache.set({ ...base, unpublished: true }, { draft: true });
    expect(cache.get({ ...base, unpublished: true })).toBeUndefined();
    expect(cache.get(base)).toBeUndefined();
    cache.set(base, { lang: "de" });
    expect(cache.get({ ...base, language: "en" })).toBeUndefined();
    expect(cache.get(base)).toEqual({ lang: "de" });
  });

  it("expires after the TTL, is bounded, and clears", () => {
    let now = 1000;
    const cache = createContentCache({ ttlMs: 60_000, max: 3, now: () => now });
    for (let i = 0; i < 5; i++) cache.set({ ...base, id: String(i) }, { i });
    expect(cache.size).toBe(3);
    now += 61_000;
    expect(cache.get({ ...base, id: "4" })).toBeUndefined();
    cache.set(base, 1);
    expect(cache.clear()).toBeGreaterThanOrEqual(1);
    expect(cache.size).toBe(0);
  });

  it("hands out copies", () => {
    const cache = createContentCache();
    cache.set(base, { items: [1] });
    (cache.get(base) as { items: number[] }).items.push(2);
    expect(cache.get(base)).toEqual({ items: [1] });
  });

  it("keeps each answer as its serialised bytes, the same entry object until replaced", () => {
    const cache = createContentCache();
    const value = { items: [{ title: "Grüße" }], total: 1 };
    cache.set(base, value);
    const entry = cache.entry(cacheKey(base))!;
    expect(Buffer.isBuffer(entry)).toBe(true);
    expect(entry.toString("utf8")).toBe(JSON.stringify(value));
    expect(cache.entry(cacheKey(base))).toBe(entry);
    expect(cache.entry(cacheKey({ ...base, language: "en" }))).toBeUndefined();
  });

  it("accounts size in bytes, not characters", () => {
    // 300 two-byte characters: 600 bytes of JSON, over a quarter of a 2,000-byte budget.
    const cache = createContentCache({ maxBytes: 2_000 });
    cache.set(base, "ä".repeat(300));
    expect(cache.size).toBe(0);
    cache.set(base, "a".repeat(300));
    expect(cache.size).toBe(1);
  });
});
