import { createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { blockView } from "../../../blocks/BlockTree.tsx";
import { DynamicView } from "../../../blocks/DynamicView.tsx";
import type { BlockType } from "../../../blocks/define-block.ts";
import type { RenderContext } from "../../../blocks/types.ts";
import type { Lang } from "../../../i18n/locales.ts";
import type { BlockSchemaInfo, Fields, SiteData } from "../../../lib/content/model.ts";
import type { BlockInstance } from "../../../lib/tree/block.ts";

/** A sample value per field: its default, else (for a text field) its label, in the field's partitions. */
function sampleFields(
  fields: readonly { name: string; partitioning: string; fieldType: string; defaultValue?: unknown; label: string; editor?: string }[],
): Fields {
  const out: Fields = {};
  for (const field of fields) {
    const textual = field.fieldType === "String" && field.editor !== "editor:url" && field.editor !== "editor:icon" && field.editor !== "editor:select";
    const value = field.defaultValue ?? (textual ? field.label : undefined);
    if (value === undefined || value === "") continue;
    out[field.name] = field.partitioning === "language" ? { de: value, en: value } : { iv: value };
  }
  return out;
}

const child = (id: string, schemaName: string, fields: Fields): BlockInstance => ({ id, schemaName, schemaId: "", active: true, fields });

/**
 * The HTML of a code-backed block type rendered by its own View with sample content: its example
 * values, else its defaults (text fields show their label); a container holds a heading and a
 * paragraph. Undefined when the view renders nothing or fails without real content.
 */
export function codePreview(type: BlockType, site: SiteData, lang: Lang, path: string): string | undefined {
  const fields = Object.entries(type.fields).map(([name, f]) => ({
    name,
    partitioning: f.partitioning,
    fieldType: f.fieldType,
    defaultValue: f.defaultValue,
    label: f.label[lang],
    editor: f.tags.find((tag) => tag.startsWith("editor:")),
  }));
  const block: BlockInstance = {
    id: `preview-${type.schemaName}`,
    schemaName: type.schemaName,
    schemaId: "",
    active: true,
    fields: type.example ?? sampleFields(fields),
  };
  const children = type.container
    ? [
        child("preview-heading", "block-heading", { text: { [lang]: lang === "de" ? "Überschrift" : "Heading" }, level: { iv: "h3" } }),
        child("preview-text", "block-rich-text", { html: { [lang]: lang === "de" ? "<p>Inhalt des Blocks</p>" : "<p>Content of the block</p>" } }),
      ]
    : [];
  const ctx: RenderContext = { lang, site, path, warn: () => {} };
  const inner: ReactNode = children.length
    ? createElement(Fragment, null, ...children.map((c) => createElement(Fragment, { key: c.id }, blockView(c, ctx, undefined))))
    : undefined;
  return render(() => blockView(block, ctx, inner));
}

/** The HTML of an admin-defined block type through the generic view, with each field's default or label as sample content. */
export function dynamicPreview(schema: BlockSchemaInfo, site: SiteData, lang: Lang, path: string): string | undefined {
  const fields = schema.fields.map((f) => ({
    name: f.name,
    partitioning: f.partitioning,
    fieldType: f.properties.fieldType,
    defaultValue: f.properties.defaultValue,
    label: typeof f.properties.label === "string" ? f.properties.label : f.name,
    editor: f.properties.tags?.find((tag) => tag.startsWith("editor:")),
  }));
  const block: BlockInstance = { id: `preview-${schema.name}`, schemaName: schema.name, schemaId: "", active: true, fields: sampleFields(fields) };
  const ctx: RenderContext = { lang, site, path, warn: () => {} };
  return render(() => createElement(DynamicView, { block, ctx, schema }));
}

function render(view: () => ReactNode): string | undefined {
  try {
    const html = renderToString(createElement(Fragment, null, view()));
    return /<(img|svg|iframe|hr)\b/.test(html) || html.replace(/<[^>]*>/g, "").trim() ? html : undefined;
  } catch (error) {
    console.warn(`block preview failed: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
