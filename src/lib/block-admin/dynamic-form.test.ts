import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { blockOf, iv, testCtx } from "../../../tests/support/blocks/site-snapshot.ts";
import { DynamicView } from "../../blocks/DynamicView.tsx";
import { unsupportedField } from "../content/field-support.ts";
import { emptyRow } from "./handle-form.ts";
import { blockLabel, checkBlockForm, type BlockForm, type FieldRow } from "./dynamic-form.ts";

const row = (over: Partial<FieldRow>): FieldRow => ({ ...emptyRow(0), order: "", ...over });
const form = (...fields: FieldRow[]): BlockForm => ({ name: "promo", label: { de: "Hinweis", en: "Notice" }, fields });
const schemaIds = new Map([
  ["colors", "id-colors"],
  ["text-styles", "id-text-styles"],
]);

describe("checkBlockForm: colour, text style and icon fields", () => {
  const fields = form(
    row({ name: "title", type: "String", editor: "editor:text", view: "view:heading" }),
    row({ name: "background", type: "References", editor: "editor:color", view: "view:background", localized: true }),
    row({ name: "style", type: "References", editor: "editor:textstyle", view: "view:class" }),
    row({ name: "icon", type: "String", editor: "editor:icon", view: "view:icon", localized: true }),
  );

  it("stores a colour and a text style as one reference to their schema, an icon as its name (one for every language), all under the tag rule", () => {
    const checked = checkBlockForm(fields, { creating: true, taken: new Set(), schemaIds });
    if (!("dto" in checked)) throw new Error(JSON.stringify(checked.problems));
    const [, background, style, icon] = checked.dto.fields;
    expect(background).toMatchObject({
      name: "background",
      partitioning: "invariant",
      properties: { fieldType: "References", editor: "List", schemaIds: ["id-colors"], maxItems: 1, tags: ["editor:color", "view:background"] },
    });
    expect(style?.properties).toMatchObject({ fieldType: "References", schemaIds: ["id-text-styles"], maxItems: 1, tags: ["editor:textstyle", "view:class"] });
    expect(icon).toMatchObject({ partitioning: "invariant", properties: { fieldType: "String", tags: ["editor:icon", "view:icon"] } });
    for (const field of checked.dto.fields) expect(unsupportedField(field)).toBeUndefined();
    expect(checked.dto.properties.tags).toEqual(["block", "label:de:Hinweis", "label:en:Notice"]);
  });

  it("refuses a reference that is neither a colour nor a text style, and one whose schema is missing", () => {
    const generic = checkBlockForm(form(row({ name: "link", type: "References", editor: "editor:reference" })), {
      creating: true,
      taken: new Set(),
      schemaIds,
    });
    expect(generic).toEqual({ problems: { "field.0.editor": { key: "admin.blocks.error.field.referenceKind", params: { field: "link" } } } });
    const missing = checkBlockForm(form(row({ name: "tone", type: "References", editor: "editor:color" })), {
      creating: true,
      taken: new Set(),
      schemaIds: new Map(),
    });
    expect(missing).toEqual({
      problems: { "field.0.editor": { key: "admin.blocks.error.field.referenceSchema", params: { field: "tone", schema: "colors" } } },
    });
  });

  it("refuses a reference tagged with an editor of another type, naming the tags that would support it", () => {
    const checked = checkBlockForm(form(row({ name: "tone", type: "References", editor: "editor:icon" })), { creating: true, taken: new Set(), schemaIds });
    expect(checked).toMatchObject({
      problems: { "field.0.editor": { key: "admin.blocks.error.tag.wrongEditor", params: { supporting: "editor:color, editor:textstyle, editor:reference" } } },
    });
  });

  it("renders a block of the stored schema with its colour as the background, its text style's classes and its icon", () => {
    const checked = checkBlockForm(fields, { creating: true, taken: new Set(), schemaIds });
    if (!("dto" in checked)) throw new Error("refused");
    const block = blockOf("promo", {
      title: { de: "Willkommen", en: "Welcome" },
      background: iv(["color-salbei"]),
      style: iv(["ts-heading-s"]),
      icon: iv("mail"),
    });
    const html = renderToStaticMarkup(createElement(DynamicView, { block, ctx: testCtx({ lang: "en" }), schema: checked.dto }));
    expect(html).toContain("Welcome");
    expect(html).toMatch(/<section[^>]*class="[^"]*text-xl font-semibold[^"]*"/);
    expect(html).toMatch(/style="[^"]*#5b7f6a/i);
    expect(html).toContain("<svg");
  });
});

describe("blockLabel", () => {
  it("reads the label of the language from the schema tags, else the label, else the name", () => {
    const schema = { name: "promo", properties: { label: "Hinweis", tags: ["block", "label:de:Hinweis", "label:en:Notice"] } };
    expect(blockLabel(schema, "en")).toBe("Notice");
    expect(blockLabel({ name: "promo", properties: { label: "Hinweis", tags: ["block"] } }, "en")).toBe("Hinweis");
    expect(blockLabel({ name: "promo" }, "de")).toBe("promo");
  });
});
