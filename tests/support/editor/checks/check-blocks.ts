/** Test helpers for the checks: blocks of the catalog's types with readable ids. */
import type { Fields } from "../../../../src/lib/content/model.ts";
import type { BlockInstance } from "../../../../src/lib/tree/block.ts";
import { blockForms } from "../../../../src/editor/checks/block-forms.ts";

/** The catalog's forms, built once for every test file. */
export const forms = blockForms();

/** A block instance of `schemaName` with id `id`. */
export function block(id: string, schemaName: string, fields: Fields = {}, children?: BlockInstance[]): BlockInstance {
  return { id, schemaName, schemaId: `schema-${schemaName}`, active: true, fields, ...(children ? { children } : {}) };
}

/** A `block-heading` of `level` with `text` by language (both by default; one left out falls back to German). */
export const heading = (id: string, level: string, text: { de?: string; en?: string } = { de: `Überschrift ${id}`, en: `Heading ${id}` }) =>
  block(id, "block-heading", { text, level: { iv: level } });

/** A `block-rich-text` with the same HTML in both languages. */
export const richText = (id: string, html: string) => block(id, "block-rich-text", { html: { de: html, en: html } });

/** A `block-section` holding `children`, optionally painted with colour `colorId`. */
export const section = (id: string, children: BlockInstance[], colorId?: string) =>
  block(id, "block-section", colorId ? { backgroundColor: { iv: [colorId] } } : {}, children);
