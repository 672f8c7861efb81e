import { describe, expect, it } from "vitest";
import { buildFormModel } from "../../../forms/index.ts";
import { diffData } from "./item-versions.ts";
import { cellText } from "./values.ts";

const model = buildFormModel([
  { name: "title", partitioning: "language", properties: { fieldType: "String" } },
  { name: "start", partitioning: "invariant", properties: { fieldType: "DateTime" } },
  { name: "languages", partitioning: "invariant", properties: { fieldType: "Tags" } },
  { name: "secret", isHidden: true, partitioning: "invariant", properties: { fieldType: "String" } },
]);

describe("version comparison", () => {
  it("lists each changed partition of the form's fields as text, old and new", () => {
    const before = { title: { de: "Alt", en: "Old" }, start: { iv: "2026-11-27T09:30:00Z" }, languages: { iv: ["de"] }, secret: { iv: "a" } };
    const after = { title: { de: "Neu", en: "Old" }, start: { iv: "2026-11-27T09:30:00Z" }, languages: { iv: ["de", "en"] }, secret: { iv: "b" } };
    expect(diffData(model, before, after)).toEqual([
      { field: "title", part: "de", before: "Alt", after: "Neu" },
      { field: "languages", part: "iv", before: "de", after: "de, en" },
    ]);
  });

  it("counts a value that appears or disappears as a change, and nothing for equal data", () => {
    expect(diffData(model, {}, { title: { en: "New" } })).toEqual([{ field: "title", part: "en", before: "", after: "New" }]);
    expect(diffData(model, { start: { iv: null } }, {})).toEqual([]);
  });

  it("writes cells readably: dates in UTC, lists joined, objects as JSON, long text cut", () => {
    expect(cellText({ kind: "date" }, "2026-11-27T09:30:00.000Z")).toBe("2026-11-27 09:30");
    expect(cellText({ kind: "geolocation" }, { latitude: 52.5, longitude: 13.4 })).toBe('{"latitude":52.5,"longitude":13.4}');
    expect(cellText({ kind: "text" }, "x".repeat(400))).toHaveLength(300);
    expect(cellText(undefined, false)).toBe("false");
  });
});
