import { describe, expect, it } from "vitest";
import { displayFieldOf, displayName } from "./display-name.ts";

const field = (name: string, fieldType = "String") => ({ name, properties: { fieldType } });

describe("displayFieldOf", () => {
  it("takes the schema's reference fields, then its list fields", () => {
    expect(displayFieldOf({ fields: [field("name"), field("city")], fieldsInReferences: ["city"], fieldsInLists: ["name"] })).toBe("city");
    expect(displayFieldOf({ fields: [field("name"), field("city")], fieldsInReferences: ["gone"], fieldsInLists: ["city"] })).toBe("city");
  });
  it("else a field that usually names an item, else the first text field", () => {
    expect(displayFieldOf({ fields: [field("count", "Number"), field("title"), field("name")] })).toBe("name");
    expect(displayFieldOf({ fields: [field("count", "Number"), field("city")] })).toBe("city");
    expect(displayFieldOf({ fields: [field("count", "Number")] })).toBeUndefined();
  });
});

describe("displayName", () => {
  const item = { id: "p1", data: { title: { de: "Berge", en: "Mountains" }, name: { iv: "Anna Berg" }, empty: { en: " " } } };
  it("names an item in the builder's language, falling back to German and the invariant value", () => {
    expect(displayName(item, "title", "en")).toBe("Mountains");
    expect(displayName(item, "title", "de")).toBe("Berge");
    expect(displayName({ id: "x", data: { title: { de: "Nur Deutsch" } } }, "title", "en")).toBe("Nur Deutsch");
    expect(displayName(item, "name", "en")).toBe("Anna Berg");
  });
  it("is the id when the item has no text there", () => {
    expect(displayName(item, "empty", "en")).toBe("p1");
    expect(displayName(item, undefined, "de")).toBe("p1");
    expect(displayName(item, "missing", "de")).toBe("p1");
  });
});
