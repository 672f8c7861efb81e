import { describe, expect, it } from "vitest";
import type { SchemaRecord } from "../types.ts";
import { LANGUAGES, SCHEMA } from "../../../tests/support/content-service/query/query-schema.ts";
import { addDefaults } from "./shape.ts";
import { defaultChecks, defaultsApply } from "./defaults-apply.ts";

const withDefault = (name: string, partitioning: "invariant" | "language", defaultValue: unknown) => ({
  fieldId: 0,
  name,
  isHidden: false,
  isLocked: false,
  isDisabled: false,
  partitioning,
  properties: { fieldType: "Json" as const, defaultValue },
});
const schema: SchemaRecord = {
  ...SCHEMA,
  fields: [
    ...SCHEMA.fields,
    withDefault("shown", "invariant", true),
    withDefault("note", "language", "–"),
    withDefault("zero", "invariant", 0),
    withDefault("off", "invariant", null),
  ],
};
const checks = defaultChecks(schema, LANGUAGES);
const bytes = (data: unknown) => new TextEncoder().encode(JSON.stringify(data));
const applies = (data: Record<string, Record<string, unknown>>) => addDefaults(data, schema, LANGUAGES) !== data;

// A small seeded generator, so a failure reproduces.
function random(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  const KEYS = ["shown", "note", "zero", "iv", "de", "en", "title", "a", "1", 'sh"own', "shown\\"];
  const STRINGS = ['"shown":{"iv":1}', "\\", '\\"', "{[", "]},", "Grüße „ß“ 😀", "", "null", ':"iv":'];
  const value = (depth: number): unknown => {
    const kind = depth > 3 ? pick(["s", "n", "l"]) : pick(["s", "n", "l", "o", "a"]);
    if (kind === "s") return pick(STRINGS);
    if (kind === "n") return pick([0, -1.5, 1e21, 42]);
    if (kind === "l") return pick([null, true, false]);
    if (kind === "a") return Array.from({ length: Math.floor(next() * 3) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(KEYS), value(depth + 1)]));
  };
  const data = () => {
    const out: Record<string, unknown> = {};
    for (const name of ["title", "slug", "shown", "note", "zero", "off", "extra"]) {
      const r = next();
      if (r < 0.15) continue;
      if (r < 0.25) out[name] = value(2);
      else
        out[name] = Object.fromEntries(Array.from({ length: Math.floor(next() * 4) }, () => [pick(["iv", "de", "en", "x"]), next() < 0.2 ? null : value(1)]));
    }
    return out as Record<string, Record<string, unknown>>;
  };
  return data;
}

describe("defaultsApply", () => {
  it("answers as addDefaults does for stored JSON", () => {
    expect(applies({ shown: { iv: false }, note: { de: "", en: null }, zero: { iv: 0 } })).toBe(false);
    expect(defaultsApply(bytes({ shown: { iv: false }, note: { de: "", en: null }, zero: { iv: 0 } }), checks)).toBe(false);
    for (const data of [
      {},
      { shown: { iv: null }, note: { de: "x" }, zero: { iv: 1 } },
      { shown: { iv: true }, note: { en: "x" }, zero: { iv: 1 } },
      { shown: ["iv"], note: { de: "x" }, zero: { iv: 1 } },
      { shown: "iv", note: { de: "x" }, zero: { iv: 1 } },
      { extra: { iv: { shown: { iv: 1 } } }, note: { de: "x" }, zero: { iv: 1 } },
      { shown: { x: { iv: 1 } }, note: { de: "x" }, zero: { iv: 1 } },
    ]) {
      expect(defaultsApply(bytes(data), checks), JSON.stringify(data)).toBe(true);
      expect(applies(data as Record<string, Record<string, unknown>>)).toBe(true);
    }
  });

  it("agrees with addDefaults on many generated documents", () => {
    const data = random(42);
    let both = 0;
    for (let i = 0; i < 5000; i++) {
      const d = data();
      const expected = applies(d);
      if (!expected) both++;
      expect(defaultsApply(bytes(d), checks), JSON.stringify(d)).toBe(expected);
    }
    expect(both).toBeGreaterThan(20);
  });

  it("is conservative on text that JSON.stringify did not write", () => {
    expect(defaultsApply(new TextEncoder().encode('{ "shown": {"iv": true}, "note": {"de": "x"}, "zero": {"iv": 1} }'), checks)).toBe(true);
    expect(defaultsApply(new TextEncoder().encode('{"shown":{"iv":tru'), checks)).toBe(true);
    expect(defaultsApply(new TextEncoder().encode("[]"), checks)).toBe(true);
  });

  it("has nothing to check without default values", () => {
    expect(defaultChecks(SCHEMA, LANGUAGES)).toEqual([]);
    expect(defaultsApply(bytes({}), [])).toBe(false);
  });
});
