import { describe, expect, it } from "vitest";
import { FormFieldJsonSchema } from "./field-json.ts";
import { fieldKind } from "./field-kind.ts";
import * as v from "valibot";

const kindOf = (properties: Record<string, unknown>, name = "field") => fieldKind(v.parse(FormFieldJsonSchema, { name, properties }));

describe("fieldKind", () => {
  it.each([
    [{ fieldType: "String" }, "text"],
    [{ fieldType: "String", editor: "Input" }, "text"],
    [{ fieldType: "String", editor: "Slug" }, "text"],
    [{ fieldType: "String", editor: "TextArea" }, "textarea"],
    [{ fieldType: "String", editor: "Markdown" }, "textarea"],
    [{ fieldType: "String", editor: "Input", tags: ["editor:textarea"] }, "textarea"],
    [{ fieldType: "String", editor: "RichText" }, "richtext"],
    [{ fieldType: "String", editor: "Html" }, "richtext"],
    [{ fieldType: "String", contentType: "Html" }, "richtext"],
    [{ fieldType: "String", tags: ["editor:richtext"] }, "richtext"],
    [{ fieldType: "String", editor: "Dropdown", allowedValues: ["a"] }, "select"],
    [{ fieldType: "String", allowedValues: ["a", "b"] }, "select"],
    [{ fieldType: "String", tags: ["editor:select"] }, "select"],
    [{ fieldType: "String", editor: "Radio", allowedValues: ["a", "b"] }, "radio"],
    [{ fieldType: "Number" }, "number"],
    [{ fieldType: "Number", allowedValues: [1, 2] }, "select"],
    [{ fieldType: "Number", editor: "Dropdown" }, "select"],
    [{ fieldType: "Number", editor: "Radio", allowedValues: [1, 2] }, "radio"],
    [{ fieldType: "Boolean", editor: "Toggle" }, "checkbox"],
    [{ fieldType: "Boolean", editor: "Checkbox" }, "checkbox"],
    [{ fieldType: "DateTime", editor: "Date" }, "date"],
    [{ fieldType: "References" }, "references"],
    [{ fieldType: "Assets" }, "assets"],
    [{ fieldType: "Geolocation" }, "geolocation"],
    [{ fieldType: "Tags" }, "tags"],
    [{ fieldType: "Json" }, "json"],
    [{ fieldType: "Component" }, "component"],
    [{ fieldType: "Components" }, "components"],
    [{ fieldType: "RichText" }, "richtext"],
    [{ fieldType: "Array" }, "array"],
  ])("%j → %s", (properties, kind) => {
    expect(kindOf(properties)).toBe(kind);
  });

  it("makes the String field named email an email field", () => {
    expect(kindOf({ fieldType: "String" }, "email")).toBe("email");
    expect(kindOf({ fieldType: "String", editor: "Input" }, "Email")).toBe("email");
    expect(kindOf({ fieldType: "String" }, "email-confirm")).toBe("text");
    expect(kindOf({ fieldType: "Boolean" }, "email")).toBe("checkbox");
  });

  it("has no kind for UI fields and unknown types", () => {
    expect(kindOf({ fieldType: "UI", editor: "Separator" })).toBeUndefined();
    expect(kindOf({ fieldType: "UserInfo" })).toBeUndefined();
    expect(kindOf({ fieldType: "constructor" })).toBeUndefined();
  });
});
