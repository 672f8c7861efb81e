import { describe, expect, it } from "vitest";
import { BlockFieldError, assertSupportedField, componentSchema } from "./component-schema.ts";
import { defineBlock } from "./define-block.ts";
import { field, type BlockField } from "./fields.ts";
import { EDITOR, VIEW, type FieldTag } from "../lib/content/tags.ts";

const idOf = (name: string) => `id-of-${name}`;
const label = { de: "Titel", en: "Title" };
const blockWith = (f: BlockField) => defineBlock({ schemaName: "block-quote", label: { de: "Zitat", en: "Quote" }, category: "content", fields: { quote: f } });

describe("componentSchema", () => {
  it("derives the Squidex component schema: German labels, editors, tags, limits and resolved schema ids", () => {
    const block = defineBlock({
      schemaName: "block-teaser",
      label: { de: "Anreißer", en: "Teaser" },
      category: "content",
      container: true,
      fields: {
        title: field.string({
          label,
          hints: { de: "Kurz", en: "Short" },
          partitioning: "language",
          required: true,
          maxLength: 80,
          tags: [EDITOR.text, VIEW.heading],
        }),
        body: field.richText({ label: { de: "Text", en: "Text" }, partitioning: "language", tags: [EDITOR.richtext, VIEW.richtext] }),
        tone: field.select({ label: { de: "Ton", en: "Tone" }, allowedValues: ["calm", "loud"], defaultValue: "calm", tags: [EDITOR.select] }),
        count: field.number({ label: { de: "Anzahl", en: "Count" }, minValue: 1, maxValue: 9, defaultValue: 3, tags: [EDITOR.number] }),
        shown: field.boolean({ label: { de: "Sichtbar", en: "Shown" }, defaultValue: true, tags: [EDITOR.checkbox, "isHidden"] }),
        color: field.references({ label: { de: "Farbe", en: "Colour" }, references: "colors", maxItems: 1, tags: [EDITOR.color, VIEW.background] }),
        photo: field.assets({ label: { de: "Foto", en: "Photo" }, expectedType: "Image", maxItems: 1, tags: [EDITOR.image, VIEW.image] }),
      },
    });
    expect(componentSchema(block, idOf)).toEqual({
      name: "block-teaser",
      type: "Component",
      isPublished: true,
      properties: { label: "Anreißer", tags: ["block", "category:content", "container"] },
      fields: [
        {
          name: "title",
          partitioning: "language",
          properties: {
            fieldType: "String",
            label: "Titel",
            hints: "Kurz",
            editor: "Input",
            isRequired: true,
            maxLength: 80,
            tags: ["editor:text", "view:heading"],
          },
        },
        {
          name: "body",
          partitioning: "language",
          properties: { fieldType: "String", label: "Text", editor: "RichText", contentType: "Html", tags: ["editor:richtext", "view:richtext"] },
        },
        {
          name: "tone",
          partitioning: "invariant",
          properties: { fieldType: "String", label: "Ton", editor: "Dropdown", allowedValues: ["calm", "loud"], defaultValue: "calm", tags: ["editor:select"] },
        },
        {
          name: "count",
          partitioning: "invariant",
          properties: { fieldType: "Number", label: "Anzahl", editor: "Input", minValue: 1, maxValue: 9, defaultValue: 3, tags: ["editor:number"] },
        },
        {
          name: "shown",
          partitioning: "invariant",
          properties: { fieldType: "Boolean", label: "Sichtbar", editor: "Toggle", defaultValue: true, tags: ["editor:checkbox", "isHidden"] },
        },
        {
          name: "color",
          partitioning: "invariant",
          properties: {
            fieldType: "References",
            label: "Farbe",
            editor: "List",
            maxItems: 1,
            schemaIds: ["id-of-colors"],
            tags: ["editor:color", "view:background"],
          },
        },
        {
          name: "photo",
          partitioning: "invariant",
          properties: { fieldType: "Assets", label: "Foto", maxItems: 1, expectedType: "Image", tags: ["editor:image", "view:image"] },
        },
      ],
    });
  });

  it("refuses a field without an editor:* tag, naming block and field", () => {
    const block = blockWith(field.string({ label, tags: [VIEW.text] }));
    expect(() => componentSchema(block, idOf)).toThrow(BlockFieldError);
    expect(() => componentSchema(block, idOf)).toThrow("Block block-quote, field quote: needs exactly one editor:* tag, has none");
  });

  it("refuses two editor tags, an editor that cannot edit the field type and a tag outside the vocabulary", () => {
    expect(() => componentSchema(blockWith(field.string({ label, tags: [EDITOR.text, EDITOR.textarea] })), idOf)).toThrow("has editor:text, editor:textarea");
    expect(() => componentSchema(blockWith(field.string({ label, tags: [EDITOR.checkbox] })), idOf)).toThrow("editor:checkbox cannot edit a String field");
    expect(() => componentSchema(blockWith(field.boolean({ label, defaultValue: false, tags: [EDITOR.text] })), idOf)).toThrow(
      "editor:text cannot edit a Boolean field",
    );
    expect(() => componentSchema(blockWith(field.string({ label, tags: [EDITOR.text, "view:marquee" as FieldTag] })), idOf)).toThrow(
      "Block block-quote, field quote: unknown tag view:marquee",
    );
  });

  it("checks admin-defined field properties the same way", () => {
    expect(() => assertSupportedField("block-x", "size", { fieldType: "String", tags: ["editor:select"] })).toThrow(
      "Block block-x, field size: editor:select needs allowedValues",
    );
    expect(() => assertSupportedField("block-x", "size", { fieldType: "String" })).toThrow(BlockFieldError);
    expect(() => assertSupportedField("block-x", "size", { fieldType: "String", tags: ["editor:select"], allowedValues: ["s", "m"] })).not.toThrow();
  });

  it("takes rule: tags whose rule string builds and refuses the others", () => {
    expect(() => componentSchema(blockWith(field.string({ label, tags: [EDITOR.text, "rule:alpha_spaces|not:Admin"] })), idOf)).not.toThrow();
    expect(() => componentSchema(blockWith(field.string({ label, tags: [EDITOR.text, "rule:alpha|lenght:5"] })), idOf)).toThrow(
      'Block block-quote, field quote: rule:alpha|lenght:5: Field "quote", rule "lenght": unknown rule',
    );
    expect(() => assertSupportedField("block-x", "code", { fieldType: "String", tags: ["editor:text", "rule:length:x"] })).toThrow(BlockFieldError);
  });
});
