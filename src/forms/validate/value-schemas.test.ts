import { describe, expect, it } from "vitest";
import { MAX_ENTRIES, MAX_TEXT_LENGTH, hasValueType } from "./value-schemas.ts";

describe("hasValueType", () => {
  it.each([
    ["String", "text", 5],
    ["Number", 2.5, "2.5"],
    ["Number", -1, Number.NaN],
    ["Number", 0, Number.POSITIVE_INFINITY],
    ["Boolean", false, "false"],
    ["DateTime", "2025-01-31", "31.01.2025"],
    ["DateTime", "2025-01-31T10:00:00Z", "2025-02-30"],
    ["References", ["id-1"], [1]],
    ["Assets", [], "id-1"],
    ["Tags", ["a", "b"], [["a"]]],
    ["Geolocation", { latitude: 52.5, longitude: 13.4 }, { latitude: 91, longitude: 0 }],
    ["Geolocation", { latitude: -90, longitude: 180 }, { latitude: "52", longitude: 13 }],
    ["Component", { schemaId: "x" }, ["x"]],
    ["Components", [{ schemaId: "x" }], [{ schemaId: "x" }, 5]],
    ["Array", [], [null]],
  ])("%s takes %j and refuses %j", (fieldType, good, bad) => {
    expect(hasValueType(fieldType, good)).toBe(true);
    expect(hasValueType(fieldType, bad)).toBe(false);
  });

  it("takes no value (null, undefined) for every type", () => {
    for (const fieldType of ["String", "Number", "Geolocation", "Assets"]) {
      expect(hasValueType(fieldType, null)).toBe(true);
      expect(hasValueType(fieldType, undefined)).toBe(true);
    }
  });

  it("takes anything for Json and RichText, and for types it does not know", () => {
    expect(hasValueType("Json", { deep: [1, { x: null }] })).toBe(true);
    expect(hasValueType("RichText", { type: "doc" })).toBe(true);
    expect(hasValueType("constructor", 5)).toBe(true);
  });

  it("refuses values past the size bounds", () => {
    expect(hasValueType("String", "x".repeat(MAX_TEXT_LENGTH))).toBe(true);
    expect(hasValueType("String", "x".repeat(MAX_TEXT_LENGTH + 1))).toBe(false);
    expect(
      hasValueType(
        "Tags",
        Array.from({ length: MAX_ENTRIES + 1 }, () => "a"),
      ),
    ).toBe(false);
    expect(hasValueType("References", ["x".repeat(1_001)])).toBe(false);
  });

  it("refuses objects that are not plain data", () => {
    expect(hasValueType("Component", new Date(0))).toBe(false);
    expect(hasValueType("Component", Object.create(null))).toBe(true);
  });
});
