import { describe, expect, it } from "vitest";
import type { BlockSchemaInfo } from "../../lib/content/model.ts";
import { blockRules } from "../rules.ts";
import { rules } from "../../../tests/support/editor/page-tree.ts";
import { blockForm } from "./block-form.ts";

describe("blockForm", () => {
  it("builds a code-backed type's form from its component schema, labelled in both languages", () => {
    const form = blockForm("block-heading", rules);
    expect(form.kind).toBe("form");
    if (form.kind !== "form") return;
    const { fields, byName } = form.model;
    expect(fields.map((field) => field.name)).toEqual(["text", "level", "eyebrow", "textStyle", "align"]);
    expect(byName.get("text")).toMatchObject({ kind: "text", localized: true, required: true, label: { de: "Text", en: "Text" } });
    expect(byName.get("eyebrow")?.label).toEqual({ de: "Dachzeile", en: "Eyebrow" });
    expect(byName.get("level")).toMatchObject({ kind: "select", localized: false, options: ["h1", "h2", "h3", "h4"] });
  });

  it("gives the same form each time, so an open form keeps its model", () => {
    expect(blockForm("block-heading", rules)).toBe(blockForm("block-heading", rules));
  });

  it("says a type is unknown when the site's rules do not know it, even if the code has it", () => {
    expect(blockForm("block-retired", rules)).toEqual({ kind: "unknown" });
    expect(blockForm("block-image", rules)).toEqual({ kind: "unknown" });
  });

  it("builds an admin-defined type's form from the site's component schema, labelled by field name", () => {
    const schemas: BlockSchemaInfo[] = [
      {
        name: "block-quote",
        fields: [
          { name: "quote", partitioning: "language", properties: { fieldType: "String", tags: ["editor:textarea", "view:text"] } },
          { name: "stars", partitioning: "invariant", properties: { fieldType: "Number", tags: ["editor:number"] } },
        ],
      },
    ];
    const site = blockRules([{ schemaName: "block-quote", container: false, label: { de: "Zitat", en: "Quote" } }]);
    const form = blockForm("block-quote", site, schemas);
    expect(form.kind).toBe("form");
    if (form.kind !== "form") return;
    expect(form.model.fields.map(({ name, kind, localized, label }) => ({ name, kind, localized, label: label.de }))).toEqual([
      { name: "quote", kind: "textarea", localized: true, label: "quote" },
      { name: "stars", kind: "number", localized: false, label: "stars" },
    ]);
    expect(blockForm("block-quote", site, [])).toEqual({ kind: "unknown" });
  });

  it("reports a schema no form can be built from instead of failing the builder", () => {
    const schemas: BlockSchemaInfo[] = [
      {
        name: "block-odd",
        fields: [{ name: "code", partitioning: "invariant", properties: { fieldType: "String", tags: ["editor:text", "rule:no_such_rule"] } }],
      },
    ];
    const site = blockRules([{ schemaName: "block-odd", container: false, label: { de: "Seltsam", en: "Odd" } }]);
    const form = blockForm("block-odd", site, schemas);
    expect(form.kind).toBe("broken");
  });
});
