import { describe, expect, it } from "vitest";
import { modelOf, squidexField } from "../../../../tests/support/components/forms/squidex-fields.ts";
import { maxItemsOf } from "./max-items.ts";

describe("maxItemsOf", () => {
  it("reads a list field's maxItems from the rule it became", () => {
    const model = modelOf([
      squidexField("image", "Assets", { maxItems: 1 }),
      squidexField("gallery", "Assets", { minItems: 2, maxItems: 6 }),
      squidexField("files", "Assets", {}),
    ]);
    expect(maxItemsOf(model.byName.get("image")!)).toBe(1);
    expect(maxItemsOf(model.byName.get("gallery")!)).toBe(6);
    expect(maxItemsOf(model.byName.get("files")!)).toBeUndefined();
  });
});
