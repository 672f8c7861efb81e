import type { AppLanguage, SchemaRecord } from "../types.ts";
import { META_FIELDS, type MetaField, type PropertyPath } from "./ast.ts";
import { queryError } from "./errors.ts";

const ARRAY_TYPES = new Set(["Tags", "References", "Assets"]);
const NESTABLE_TYPES = new Set(["Json", "Geolocation", "Component", "Components", "Array", "RichText"]);
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Resolves path segments (`data`,`title`,`iv` or `created`) against the schema. In OData a `-` in a
 * field name is written `_`; the exact name is accepted too. Throws a query error for anything unknown.
 */
export function resolvePath(segments: string[], schema: SchemaRecord, languages: AppLanguage[]): PropertyPath {
  const shown = segments.join("/");
  if (segments.length === 1) {
    const name = segments[0]!;
    if ((META_FIELDS as readonly string[]).includes(name)) return { kind: "meta", name: name as MetaField };
    throw queryError(`Path '${shown}' does not point to a valid property.`);
  }
  if (segments[0] !== "data" || segments.length < 3) throw queryError(`Path '${shown}' does not point to a valid property.`);
  const [, rawField, partition, ...rest] = segments as [string, string, string, ...string[]];
  const field = schema.fields.find((f) => f.name === rawField) ?? schema.fields.find((f) => f.name.replaceAll("-", "_") === rawField);
  if (!field) throw queryError(`Path '${shown}' does not point to a valid property: unknown field '${rawField}'.`);
  const partitions = field.partitioning === "language" ? languages.map((l) => l.iso2Code) : ["iv"];
  const normalized = partition.replaceAll("_", "-");
  const matched = partitions.find((p) => p === partition || p === normalized);
  if (!matched) throw queryError(`Path '${shown}' does not point to a valid property: unknown partition '${partition}'.`);
  if (rest.length && !NESTABLE_TYPES.has(field.properties.fieldType)) {
    throw queryError(`Path '${shown}' does not point to a valid property: field '${field.name}' has no nested values.`);
  }
  for (const segment of rest) if (!SEGMENT.test(segment)) throw queryError(`Path '${shown}' has an invalid segment.`);
  return { kind: "data", field: field.name, partition: matched, rest, isArray: rest.length === 0 && ARRAY_TYPES.has(field.properties.fieldType) };
}
