import { EDITOR } from "../../lib/content/tags.ts";
import type { FormFieldJson } from "./field-json.ts";

/**
 * What a form shows for a field. The first eight are the plain form inputs (text to radio); the others
 * are the remaining Squidex field types, so a UI can pick an editor for each.
 */
export const FIELD_KINDS = [
  "text",
  "textarea",
  "email",
  "number",
  "date",
  "checkbox",
  "select",
  "radio",
  "richtext",
  "references",
  "assets",
  "geolocation",
  "tags",
  "json",
  "component",
  "components",
  "array",
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Squidex field types that need no more than their type to pick a kind. */
const BY_TYPE: Readonly<Record<string, FieldKind>> = {
  Boolean: "checkbox",
  DateTime: "date",
  References: "references",
  Assets: "assets",
  Geolocation: "geolocation",
  Tags: "tags",
  Json: "json",
  Component: "component",
  Components: "components",
  RichText: "richtext",
  Array: "array",
};

/**
 * The kind of a field, from its Squidex type, editor and tags (a block field's `editor:*` tag counts
 * like the Squidex editor it stands for); `undefined` for a field no form shows (`UI` separators,
 * types this code does not know).
 *
 * String: the field named `email` → email; `contentType: Html`, the `RichText`/`Html` editors or
 * `editor:richtext` → richtext; `TextArea`/`Markdown` or `editor:textarea` → textarea; `Radio` →
 * radio; `Dropdown`, `editor:select` or allowed values → select; else text. Number: `Radio` → radio,
 * `Dropdown` or allowed values → select, else number. Boolean → checkbox, DateTime → date.
 */
export function fieldKind(field: FormFieldJson): FieldKind | undefined {
  const { fieldType, editor, contentType, allowedValues } = field.properties;
  const tags = field.properties.tags ?? [];
  const options = Boolean(allowedValues?.length);
  if (fieldType === "String") {
    if (field.name.toLowerCase() === "email") return "email";
    if (contentType === "Html" || editor === "RichText" || editor === "Html" || tags.includes(EDITOR.richtext)) return "richtext";
    if (editor === "TextArea" || editor === "Markdown" || tags.includes(EDITOR.textarea)) return "textarea";
    if (editor === "Radio") return "radio";
    if (editor === "Dropdown" || tags.includes(EDITOR.select) || options) return "select";
    return "text";
  }
  if (fieldType === "Number") {
    if (editor === "Radio") return "radio";
    if (editor === "Dropdown" || options) return "select";
    return "number";
  }
  return Object.hasOwn(BY_TYPE, fieldType) ? BY_TYPE[fieldType] : undefined;
}
