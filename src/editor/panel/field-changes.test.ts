import { describe, expect, it } from "vitest";
import { buildFormModel } from "../../forms/index.ts";
import { fieldChanges } from "./field-changes.ts";

const model = buildFormModel([
  { name: "text", partitioning: "language", properties: { fieldType: "String" } },
  { name: "level", properties: { fieldType: "String", allowedValues: ["h2", "h3"] } },
]);

describe("fieldChanges", () => {
  const fields = { text: { de: "Hallo", en: "Hello" }, level: { iv: "h2" }, internal: { iv: 1 } };

  it("gives each changed field whole, every language, and leaves the others out", () => {
    const data = { ...fields, text: { de: "Hallo Welt", en: "Hello" } };
    expect(fieldChanges(fields, data, model)).toEqual({ text: { de: "Hallo Welt", en: "Hello" } });
  });

  it("gives nothing when the form reports what the block holds (a value taken over after an undo)", () => {
    expect(fieldChanges(fields, { text: { de: "Hallo", en: "Hello" }, level: { iv: "h2" } }, model)).toBeUndefined();
  });

  it("never writes a field the form does not show", () => {
    expect(fieldChanges(fields, { ...fields, internal: { iv: 2 } }, model)).toBeUndefined();
  });

  it("adds a field the block did not have yet", () => {
    expect(fieldChanges({}, { level: { iv: "h3" } }, model)).toEqual({ level: { iv: "h3" } });
  });
});
