import { describe, expect, it } from "vitest";
import { supportingTags, unsupportedField } from "./field-support.ts";

const field = (fieldType: string, tags?: string[], allowedValues?: string[]) => ({ name: "title", properties: { fieldType, tags, allowedValues } });

describe("unsupportedField", () => {
  it("accepts a field with one editor tag that edits its type, and view tags beside it", () => {
    expect(unsupportedField(field("String", ["editor:text", "view:heading"]))).toBeUndefined();
    expect(unsupportedField(field("Number", ["editor:number"]))).toBeUndefined();
    expect(unsupportedField(field("String", ["editor:select"], ["a", "b"]))).toBeUndefined();
  });

  it("refuses a field without an editor tag, naming the tags that would support its type", () => {
    expect(unsupportedField(field("Number", ["view:text"]))).toEqual({ field: "title", kind: "noEditor", tags: [], supporting: ["editor:number"] });
    expect(unsupportedField(field("Boolean"))?.supporting).toEqual(["editor:checkbox"]);
  });

  it("refuses an editor that cannot edit the type, several editors, unknown tags and a select without values", () => {
    expect(unsupportedField(field("Number", ["editor:text"]))).toMatchObject({ kind: "wrongEditor", tags: ["editor:text"], supporting: ["editor:number"] });
    expect(unsupportedField(field("String", ["editor:text", "editor:url"]))?.kind).toBe("severalEditors");
    expect(unsupportedField(field("String", ["editor:text", "view:marquee"]))).toMatchObject({ kind: "unknownTag", tags: ["view:marquee"] });
    expect(unsupportedField(field("String", ["editor:select"]))?.kind).toBe("selectValues");
  });

  it("lists no supporting tag for a type no editor edits", () => {
    expect(supportingTags("Geolocation")).toEqual([]);
    expect(supportingTags("String")).toContain("editor:textarea");
  });
});
