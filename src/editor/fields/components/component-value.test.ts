import { describe, expect, it } from "vitest";
import type { SchemaInfo } from "../references/schemas-api.ts";
import { fromFormData, itemName, itemsOf, nestedFields, schemaOfItem, toFormData, valueOf } from "./component-value.ts";

const card: SchemaInfo = {
  id: "s-card",
  name: "card",
  type: "Component",
  fields: [
    { name: "title", partitioning: "language", properties: { fieldType: "String" } },
    { name: "count", properties: { fieldType: "Number" } },
  ],
};
const quote: SchemaInfo = { id: "s-quote", name: "quote", type: "Component", fields: [{ name: "text", properties: { fieldType: "String" } }] };

describe("component values", () => {
  it("reads the items of a component and of a components value, skipping what is not an object", () => {
    expect(itemsOf({ title: "A" }, "component")).toEqual([{ title: "A" }]);
    expect(itemsOf(null, "component")).toEqual([]);
    expect(itemsOf([{ title: "A" }, 3, null, [1], { title: "B" }], "components")).toEqual([{ title: "A" }, { title: "B" }]);
    expect(itemsOf({ title: "A" }, "components")).toEqual([]);
  });

  it("writes them back as the stored value", () => {
    expect(valueOf([], "component")).toBeNull();
    expect(valueOf([{ title: "A" }], "component")).toEqual({ title: "A" });
    expect(valueOf([{ title: "A" }], "components")).toEqual([{ title: "A" }]);
  });

  it("finds an item's schema by its schemaId, else the field's first", () => {
    expect(schemaOfItem({ schemaId: "s-quote" }, [card, quote])).toBe(quote);
    expect(schemaOfItem({}, [card, quote])).toBe(card);
  });

  it("turns an item into a nested form's data and back, invariant, without empty values", () => {
    expect(nestedFields(card)).toEqual([
      { name: "title", partitioning: "invariant", properties: { fieldType: "String" } },
      { name: "count", partitioning: "invariant", properties: { fieldType: "Number" } },
    ]);
    const data = toFormData({ schemaId: "s-card", title: "Hallo", count: 2 });
    expect(data).toEqual({ title: { iv: "Hallo" }, count: { iv: 2 } });
    expect(fromFormData({ ...data, count: { iv: null }, extra: { iv: "" } }, card)).toEqual({ schemaId: "s-card", title: "Hallo" });
  });

  it("names an item by its display field, else by the fallback", () => {
    expect(itemName({ title: " Hallo " }, card, "Eintrag 1")).toBe("Hallo");
    expect(itemName({ count: 1 }, card, "Eintrag 1")).toBe("Eintrag 1");
    expect(itemName({}, undefined, "Eintrag 2")).toBe("Eintrag 2");
  });
});
