import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { field, propsSchema } from "./fields.ts";
import { EDITOR } from "../lib/content/tags.ts";

const label = { de: "Feld", en: "Field" };
const tags = [EDITOR.text] as const;

describe("block field props", () => {
  it("read untrusted values leniently: missing or malformed values become the default", () => {
    const schema = propsSchema({
      text: field.string({ label, tags }),
      size: field.select({ label, allowedValues: ["s", "m"], defaultValue: "m", tags: [EDITOR.select] }),
      limit: field.number({ label, minValue: 1, maxValue: 10, defaultValue: 5, tags: [EDITOR.number] }),
      open: field.boolean({ label, defaultValue: true, tags: [EDITOR.checkbox] }),
      ids: field.references({ label, references: "colors", tags: [EDITOR.reference] }),
    });
    const all = { text: undefined, size: undefined, limit: undefined, open: undefined, ids: undefined };
    expect(v.parse(schema, all)).toEqual({ text: "", size: "m", limit: 5, open: true, ids: [] });
    expect(v.parse(schema, { text: 7, size: "xl", limit: 11, open: "yes", ids: "x" })).toEqual({ text: "", size: "m", limit: 5, open: true, ids: [] });
    expect(v.parse(schema, { text: "Hallo", size: "s", limit: 10, open: false, ids: ["c1"] })).toEqual({
      text: "Hallo",
      size: "s",
      limit: 10,
      open: false,
      ids: ["c1"],
    });
  });

  it("clean a string field's value after the fallback", () => {
    const schema = propsSchema({ code: field.string({ label, tags, clean: (s) => (s.length === 2 ? s.toUpperCase() : undefined) }) });
    expect(v.parse(schema, { code: "at" })).toEqual({ code: "AT" });
    expect(v.parse(schema, { code: 42 })).toEqual({ code: undefined });
  });

  it("sanitise rich text while it is read", () => {
    const schema = propsSchema({ body: field.richText({ label, tags: [EDITOR.richtext] }) });
    expect(v.parse(schema, { body: '<p onclick="x">Hi<script>alert(1)</script></p>' })).toEqual({ body: "<p>Hi</p>" });
  });
});
