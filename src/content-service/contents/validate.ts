import type { AppLanguage, ContentData, FieldProperties, NestedField, SchemaRecord } from "../types.ts";
import { validationError } from "../errors.ts";
import { parseInstant } from "../../base/instant.ts";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isMissing = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);
const plural = (n: number, word: string) => `${n} ${word}(s)`;

function checkCount(length: number, unit: string, min: number | undefined, max: number | undefined, out: string[], at: string) {
  if (min !== undefined && length < min) out.push(`${at}: Must have at least ${plural(min, unit)}.`);
  if (max !== undefined && length > max) out.push(`${at}: Must not have more than ${plural(max, unit)}.`);
}

function checkAllowed(value: unknown, p: FieldProperties, out: string[], at: string) {
  if (p.allowedValues?.length && !p.allowedValues.includes(value)) out.push(`${at}: Not an allowed value.`);
}

/** Checks one non-null value against its field's type and properties, appending `path: message` lines. */
function checkValue(value: unknown, p: FieldProperties, nested: NestedField[] | undefined, at: string, out: string[]): void {
  switch (p.fieldType) {
    case "String":
      if (typeof value !== "string") return void out.push(`${at}: Invalid json type, expected string.`);
      checkCount([...value].length, "character", p.minLength, p.maxLength, out, at);
      checkAllowed(value, p, out, at);
      if (typeof p.pattern === "string" && p.pattern) {
        try {
          if (!new RegExp(p.pattern).test(value)) out.push(`${at}: ${typeof p.patternMessage === "string" ? p.patternMessage : "Must follow the pattern."}`);
        } catch {
          // A schema with an invalid pattern cannot be enforced; Squidex ignores it too.
        }
      }
      return;
    case "Number":
      if (typeof value !== "number" || !Number.isFinite(value)) return void out.push(`${at}: Invalid json type, expected number.`);
      if (typeof p.minValue === "number" && value < p.minValue) out.push(`${at}: Must be greater or equal to ${p.minValue}.`);
      if (typeof p.maxValue === "number" && value > p.maxValue) out.push(`${at}: Must be less or equal to ${p.maxValue}.`);
      checkAllowed(value, p, out, at);
      return;
    case "Boolean":
      if (typeof value !== "boolean") out.push(`${at}: Invalid json type, expected boolean.`);
      return;
    case "DateTime":
      if (typeof value !== "string" || Number.isNaN(parseInstant(value))) out.push(`${at}: Invalid json type, expected ISO-8601 date time.`);
      return;
    case "References":
    case "Assets":
    case "Tags":
      if (!Array.isArray(value) || !value.every((v) => typeof v === "string")) return void out.push(`${at}: Invalid json type, expected array of strings.`);
      checkCount(value.length, "item", p.minItems, p.maxItems, out, at);
      if (p.fieldType === "Tags" && p.allowedValues?.length) value.forEach((v, i) => checkAllowed(v, p, out, `${at}[${i + 1}]`));
      return;
    case "Geolocation": {
      if (!isObject(value) || typeof value.latitude !== "number" || typeof value.longitude !== "number") {
        return void out.push(`${at}: Invalid json object, expected object with latitude and longitude.`);
      }
      if (!(value.latitude >= -90 && value.latitude <= 90)) out.push(`${at}: Latitude must be between -90 and 90.`);
      if (!(value.longitude >= -180 && value.longitude <= 180)) out.push(`${at}: Longitude must be between -180 and 180.`);
      return;
    }
    case "Array":
      if (!Array.isArray(value)) return void out.push(`${at}: Invalid json type, expected array.`);
      checkCount(value.length, "item", p.minItems, p.maxItems, out, at);
      value.forEach((item, i) => checkItem(item, nested ?? [], `${at}[${i + 1}]`, out));
      return;
    case "Component":
      if (!isObject(value)) out.push(`${at}: Invalid json type, expected object.`);
      return;
    case "Components":
      if (!Array.isArray(value) || !value.every(isObject)) return void out.push(`${at}: Invalid json type, expected array of objects.`);
      checkCount(value.length, "item", p.minItems, p.maxItems, out, at);
      return;
    case "UI":
      out.push(`${at}: Value must not be defined.`);
      return;
    default:
      return; // Json, RichText: any JSON.
  }
}

function checkItem(item: unknown, nested: NestedField[], at: string, out: string[]): void {
  if (!isObject(item)) return void out.push(`${at}: Invalid json type, expected object.`);
  for (const key of Object.keys(item)) if (!nested.some((n) => n.name === key)) out.push(`${at}.${key}: Not a known field.`);
  for (const field of nested) {
    const value = item[field.name];
    if (isMissing(value)) {
      if (field.properties.isRequired) out.push(`${at}.${field.name}: Field is required.`);
    } else checkValue(value, field.properties, undefined, `${at}.${field.name}`, out);
  }
}

/**
 * Validates complete content data against the schema and returns it; throws 400 `Validation error`
 * with one `field.partition: message` detail per problem. Required localized fields need the master
 * language (the other languages fall back to it on read).
 */
export function validateData(data: unknown, schema: SchemaRecord, languages: AppLanguage[]): ContentData {
  if (!isObject(data)) throw validationError(["Request body must be an object of fields."]);
  const out: string[] = [];
  const codes = languages.map((l) => l.iso2Code);
  const master = languages.find((l) => l.isMaster)!.iso2Code;
  for (const name of Object.keys(data)) {
    if (!schema.fields.some((f) => f.name === name)) out.push(`${name}: Not a known field.`);
  }
  for (const field of schema.fields) {
    const partitions = data[field.name];
    if (partitions === undefined || partitions === null) {
      if (field.properties.isRequired) out.push(`${field.name}.${field.partitioning === "language" ? master : "iv"}: Field is required.`);
      continue;
    }
    if (!isObject(partitions)) {
      out.push(`${field.name}: Invalid json type, expected object with partitions.`);
      continue;
    }
    const localized = field.partitioning === "language";
    for (const key of Object.keys(partitions)) {
      if (localized ? !codes.includes(key) : key !== "iv") out.push(`${field.name}.${key}: Not a known ${localized ? "language" : "invariant value"}.`);
    }
    const required = localized ? [master] : ["iv"];
    for (const key of localized ? codes : ["iv"]) {
      const value = partitions[key];
      if (isMissing(value) && field.properties.isRequired && required.includes(key)) out.push(`${field.name}.${key}: Field is required.`);
      // Empty strings and arrays are still checked (a minimum length or count applies to them).
      if (value !== null && value !== undefined) checkValue(value, field.properties, field.nested, `${field.name}.${key}`, out);
    }
  }
  if (out.length) throw validationError(out);
  return data as ContentData;
}
