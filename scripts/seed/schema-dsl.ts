/**
 * Small builders for Squidex `CreateSchemaDto` bodies, so schema modules read as field lists.
 * Only properties Squidex itself knows are emitted. Block component schemas are not written here:
 * they are derived from the block declarations (`src/blocks/component-schema.ts`).
 */

export type Partitioning = "invariant" | "language";

/** One field of a `CreateSchemaDto`. */
export interface FieldDto {
  name: string;
  partitioning: Partitioning;
  properties: Record<string, unknown> & { fieldType: string; label: string };
  nested?: Omit<FieldDto, "partitioning">[];
}

/** Squidex `CreateSchemaDto`. */
export interface SchemaDto {
  name: string;
  type: "Default" | "Singleton" | "Component";
  isPublished: true;
  properties: { label: string; hints?: string; tags?: string[] };
  fields: FieldDto[];
}

type Extra = Record<string, unknown> & { hints?: string; tags?: string[]; isRequired?: boolean };

function field(name: string, fieldType: string, label: string, partitioning: Partitioning, extra: Extra): FieldDto {
  return { name, partitioning, properties: { fieldType, label, ...extra } };
}

/** Field builders; `l*` variants are language-partitioned (`de`/`en`), the others invariant (`iv`). */
export const f = {
  string: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "invariant", { editor: "Input", ...extra }),
  lstring: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "language", { editor: "Input", ...extra }),
  text: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "invariant", { editor: "TextArea", ...extra }),
  ltext: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "language", { editor: "TextArea", ...extra }),
  /** Sanitised HTML subset (p, h2–h4, strong, em, a, ul, ol, li, blockquote) per language. */
  lhtml: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "language", { editor: "RichText", contentType: "Html", ...extra }),
  select: (name: string, label: string, allowedValues: readonly string[], extra: Extra = {}) =>
    field(name, "String", label, "invariant", { editor: "Dropdown", allowedValues: [...allowedValues], ...extra }),
  color: (name: string, label: string, extra: Extra = {}) => field(name, "String", label, "invariant", { editor: "Color", ...extra }),
  number: (name: string, label: string, extra: Extra = {}) => field(name, "Number", label, "invariant", { editor: "Input", ...extra }),
  boolean: (name: string, label: string, extra: Extra = {}) => field(name, "Boolean", label, "invariant", { editor: "Toggle", ...extra }),
  date: (name: string, label: string, extra: Extra = {}) => field(name, "DateTime", label, "invariant", { editor: "DateTime", ...extra }),
  json: (name: string, label: string, extra: Extra = {}) => field(name, "Json", label, "invariant", extra),
  ljson: (name: string, label: string, extra: Extra = {}) => field(name, "Json", label, "language", extra),
  tags: (name: string, label: string, extra: Extra = {}) => field(name, "Tags", label, "invariant", { editor: "Tags", ...extra }),
  geo: (name: string, label: string, extra: Extra = {}) => field(name, "Geolocation", label, "invariant", { editor: "Map", ...extra }),
  refs: (name: string, label: string, schemaIds: string[], extra: Extra = {}) =>
    field(name, "References", label, "invariant", { editor: "List", schemaIds, ...extra }),
  assets: (name: string, label: string, extra: Extra = {}) => field(name, "Assets", label, "invariant", extra),
};

/** A `Default` schema. */
export function schema(name: string, label: string, fields: FieldDto[], extra: { hints?: string; tags?: string[]; type?: SchemaDto["type"] } = {}): SchemaDto {
  const { type = "Default", ...properties } = extra;
  return { name, type, isPublished: true, properties: { label, ...properties }, fields };
}
