import type { ContentData } from "../../../forms/index.ts";
import { displayFieldOf } from "../references/display-name.ts";
import type { SchemaInfo } from "../references/schemas-api.ts";

/** One stored component: its fields' values (never partitioned by language) and, when the field allows several schemas, which one. */
export type ComponentItem = Record<string, unknown> & { schemaId?: string };

const isItem = (value: unknown): value is ComponentItem => typeof value === "object" && value !== null && !Array.isArray(value);

/** The items of a stored `component` (an object or nothing) or `components` (a list of objects) value; anything else is none. */
export function itemsOf(value: unknown, kind: "component" | "components"): ComponentItem[] {
  if (kind === "component") return isItem(value) ? [value] : [];
  return Array.isArray(value) ? value.filter(isItem) : [];
}

/** The stored value for these items: the first item or `null` for a `component`, the list for `components`. */
export function valueOf(items: readonly ComponentItem[], kind: "component" | "components"): unknown {
  return kind === "component" ? (items[0] ?? null) : [...items];
}

/** The schema of an item: the one its `schemaId` names, else the field's first. */
export function schemaOfItem(item: ComponentItem, schemas: readonly SchemaInfo[]): SchemaInfo | undefined {
  return schemas.find((schema) => schema.id === item.schemaId) ?? schemas[0];
}

/** A component schema's fields as a nested form shows them: invariant, as Squidex stores component fields. */
export function nestedFields(schema: SchemaInfo): unknown[] {
  return schema.fields.map((field) => ({ ...field, partitioning: "invariant" }));
}

/** An item as a nested form's data (`{ title: { iv: "…" } }`). */
export function toFormData(item: ComponentItem): ContentData {
  return Object.fromEntries(Object.entries(item).flatMap(([name, value]) => (name === "schemaId" ? [] : [[name, { iv: value }]])));
}

/** A nested form's data as an item of `schema`; fields without a value are left out. */
export function fromFormData(data: ContentData, schema: SchemaInfo): ComponentItem {
  const item: ComponentItem = { schemaId: schema.id };
  for (const [name, parts] of Object.entries(data)) {
    const value = parts?.iv;
    if (value !== undefined && value !== null && value !== "") item[name] = value;
  }
  return item;
}

/** What an editor calls an item: its display field's text, else `fallback` (e.g. "Eintrag 2"). */
export function itemName(item: ComponentItem, schema: SchemaInfo | undefined, fallback: string): string {
  const field = schema ? displayFieldOf(schema) : undefined;
  const value = field === undefined ? undefined : item[field];
  return typeof value === "string" && value.trim() ? value.trim() : fallback;
}
