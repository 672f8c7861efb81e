import { describe, expect, it } from "vitest";
import { componentSchema } from "../../blocks/component-schema.ts";
import { headingBlock } from "../../blocks/heading/schema.ts";
import { ParseError } from "../../lib/parse.ts";
import { RuleError } from "../rules/rule-error.ts";
import { buildFormModel } from "./build-form-model.ts";

const squidexField = (name: string, properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  fieldId: 1,
  name,
  isHidden: false,
  isLocked: false,
  isDisabled: false,
  partitioning: "invariant",
  properties: { isRequired: false, isRequiredOnPublish: false, isHalfWidth: false, minLength: null, maxLength: null, tags: null, ...properties },
  _links: {},
  ...extra,
});

describe("buildFormModel", () => {
  it("describes each field of Squidex field JSON", () => {
    const model = buildFormModel([
      squidexField(
        "title",
        { fieldType: "String", editor: "Input", label: "Titel", hints: "Kurz", isRequired: true, maxLength: 80 },
        { partitioning: "language" },
      ),
      squidexField("email", { fieldType: "String", label: "E-Mail", placeholder: "anna@example.de" }),
      squidexField("size", { fieldType: "String", editor: "Radio", allowedValues: ["s", "m"] }),
      squidexField("tags", { fieldType: "References", schemaIds: ["id-1"], minItems: 1 }),
    ]);
    expect(model.fields.map((f) => [f.name, f.kind, f.localized, f.required])).toEqual([
      ["title", "text", true, true],
      ["email", "email", false, false],
      ["size", "radio", false, false],
      ["tags", "references", false, false],
    ]);
    const [title, email, size, tags] = model.fields;
    expect(title).toMatchObject({ fieldType: "String", label: { de: "Titel", en: "Titel" }, hints: { de: "Kurz", en: "Kurz" }, editor: "Input", tags: [] });
    expect(title!.rules.map((rule) => rule.name)).toEqual(["required", "length"]);
    expect(email).toMatchObject({ placeholder: "anna@example.de" });
    expect(email!.rules.map((rule) => rule.name)).toEqual(["email"]);
    expect(size!.options).toEqual(["s", "m"]);
    expect(tags!.schemaIds).toEqual(["id-1"]);
    expect(model.byName.get("size")).toBe(size);
  });

  it("labels a field without a label by its name", () => {
    const [field, empty] = buildFormModel([squidexField("city", { fieldType: "String" }), squidexField("zip", { fieldType: "String", label: "" })]).fields;
    expect(field!.label).toEqual({ de: "city", en: "city" });
    expect(field!.hints).toBeUndefined();
    expect(empty!.label).toEqual({ de: "zip", en: "zip" });
  });

  it("takes labels and hints per language from texts, e.g. a block's fields", () => {
    const schema = componentSchema(headingBlock, (name) => `id-${name}`);
    const model = buildFormModel(schema.fields, { texts: headingBlock.fields });
    const text = model.byName.get("text")!;
    expect(text.label).toEqual({ de: "Text", en: "Text" });
    expect(model.byName.get("eyebrow")!.label).toEqual({ de: "Dachzeile", en: "Eyebrow" });
    expect(model.byName.get("level")).toMatchObject({ kind: "select", options: ["h1", "h2", "h3", "h4"], label: { de: "Ebene", en: "Level" } });
    expect(text).toMatchObject({ kind: "text", localized: true, required: true });
    expect(text.rules.map((rule) => [rule.name, rule.args])).toEqual([
      ["required", []],
      ["length", ["0", "160"]],
    ]);
  });

  it("skips fields hidden by flag or tag, and UI fields", () => {
    const model = buildFormModel([
      squidexField("a", { fieldType: "String" }, { isHidden: true }),
      squidexField("b", { fieldType: "String", tags: ["editor:text", "isHidden"] }),
      squidexField("c", { fieldType: "UI", editor: "Separator" }),
      squidexField("d", { fieldType: "String" }),
    ]);
    expect(model.fields.map((field) => field.name)).toEqual(["d"]);
  });

  it("refuses what is not field JSON, and a name given twice", () => {
    expect(() => buildFormModel([{ name: "x" }])).toThrow(ParseError);
    expect(() => buildFormModel([squidexField("__proto__", { fieldType: "String" })])).toThrow(ParseError);
    expect(() => buildFormModel([null])).toThrow(/Invalid form field 1/);
    expect(() => buildFormModel([squidexField("a", { fieldType: "String" }), squidexField("a", { fieldType: "Number" }, { isHidden: true })])).toThrow(
      'Form field "a" is given twice.',
    );
  });

  it("refuses a bad rule tag at build time", () => {
    expect(() => buildFormModel([squidexField("name", { fieldType: "String", tags: ["rule:alpha|max:ten"] })])).toThrow(RuleError);
  });

  it("refuses a rule reading a field the form does not have", () => {
    const confirm = squidexField("password-confirm", { fieldType: "String", tags: ["rule:confirm"] });
    expect(() => buildFormModel([confirm])).toThrow('Field "password-confirm", rule "confirm": reads field "password", which the form does not have');
    expect(() => buildFormModel([squidexField("password", { fieldType: "String" }), confirm])).not.toThrow();
    const hidden = squidexField("phone", { fieldType: "String" }, { isHidden: true });
    expect(() => buildFormModel([hidden, squidexField("email", { fieldType: "String", tags: ["rule:require_one:phone"] })])).toThrow(/reads field "phone"/);
  });
});
