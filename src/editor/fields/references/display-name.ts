import { DEFAULT_LANG, type Lang } from "../../../i18n/locales.ts";
import type { SchemaInfo } from "./schemas-api.ts";

/** Field names that usually name an item, tried in this order when the schema names none. */
const NAMING_FIELDS = ["name", "title", "label", "slug"];

/**
 * The field that names an item of `schema`: the first of its reference fields (`fieldsInReferences`),
 * else of its list fields (`fieldsInLists`), else a field called name, title, label or slug, else its
 * first String field; `undefined` when it has none.
 */
export function displayFieldOf(schema: Pick<SchemaInfo, "fields" | "fieldsInReferences" | "fieldsInLists">): string | undefined {
  const names = new Set(schema.fields.map((field) => field.name));
  const configured = [...(schema.fieldsInReferences ?? []), ...(schema.fieldsInLists ?? [])].find((name) => names.has(name));
  if (configured) return configured;
  const usual = NAMING_FIELDS.find((name) => names.has(name));
  return usual ?? schema.fields.find((field) => field.properties.fieldType === "String")?.name;
}

/**
 * What an editor calls a content item: its display field in `lang`, else in German (the master
 * language), else the invariant value, else any text in it; the id when there is none.
 */
export function displayName(item: { id: string; data: Record<string, unknown> }, field: string | undefined, lang: Lang): string {
  const value = field === undefined ? undefined : item.data[field];
  if (typeof value === "object" && value !== null) {
    const parts = value as Record<string, unknown>;
    for (const key of [lang, DEFAULT_LANG, "iv", ...Object.keys(parts)]) {
      const text = parts[key];
      if (typeof text === "string" && text.trim()) return text.trim();
    }
  }
  return item.id;
}
