import { describe, expect, it, vi } from "vitest";
import { blockForms } from "./block-forms.ts";

describe("blockForms", () => {
  it("gives a code-backed type's form with labels in both languages and its rules", () => {
    const form = blockForms()("block-heading");
    expect(form?.byName.get("text")).toMatchObject({ label: { de: "Text", en: "Text" }, localized: true, required: true });
  });

  it("gives an admin-defined type's form from the site's schemas, and nothing for an unknown type", () => {
    const forms = blockForms([
      {
        name: "block-quote",
        fields: [{ name: "quote", partitioning: "language", properties: { fieldType: "String", tags: ["editor:text", "rule:required"] } }],
      },
    ]);
    expect(forms("block-quote")?.fields.map((f) => [f.name, f.required])).toEqual([["quote", true]]);
    expect(forms("block-nothing")).toBeUndefined();
  });

  it("leaves an admin-defined type whose rule would not build unchecked, and says so on the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const forms = blockForms([
      { name: "block-bad", fields: [{ name: "x", partitioning: "invariant", properties: { fieldType: "String", tags: ["rule:nonsense"] } }] },
    ]);
    expect(forms("block-bad")).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("block-bad"));
    warn.mockRestore();
  });

  it("builds each form once", () => {
    const forms = blockForms();
    expect(forms("block-image")).toBe(forms("block-image"));
  });
});
