import type { AppLanguage, ContentData, SchemaRecord } from "../types.ts";
import { headerList, isPresent } from "../http.ts";

/** How a content response is shaped, from Squidex's `X-…` request headers. */
export interface ShapeOptions {
  /** `X-Languages`: empty means all partitions. */
  languages: string[];
  /** Fill missing requested languages from their fallbacks (off with `X-NoResolveLanguages`). */
  resolveFallback: boolean;
  /** `X-Flatten`. */
  flatten: boolean;
  /** `X-Fields`: empty means all fields. */
  fields: string[];
  /** Fill configured default values of missing fields (off with `X-NoDefaults`). */
  defaults: boolean;
  /** `X-ResolveFlow`: the workflow links (`update`, `patch`, `status/…`), which Squidex gives API clients only on request. */
  resolveFlow: boolean;
}

/** Reads the shaping headers (boolean headers count by presence, as in Squidex). */
export function shapeFromHeaders(headers: Headers): ShapeOptions {
  return {
    languages: headerList(headers, "X-Languages"),
    resolveFallback: !isPresent(headers, "X-NoResolveLanguages"),
    flatten: isPresent(headers, "X-Flatten"),
    fields: headerList(headers, "X-Fields").map((f) => (f.startsWith("data.") ? f.slice(5) : f)),
    defaults: !isPresent(headers, "X-NoDefaults"),
    resolveFlow: isPresent(headers, "X-ResolveFlow"),
  };
}

const empty = (v: unknown) => v === undefined || v === null;

/**
 * Keeps only the requested languages of localized fields (the master when none of them exists in the
 * app) and, unless disabled, fills a missing value from the language's fallbacks and then the master.
 * Invariant fields are untouched.
 */
export function resolveLanguages(
  data: ContentData,
  schema: SchemaRecord,
  appLanguages: AppLanguage[],
  requested: string[],
  resolveFallback: boolean,
): ContentData {
  if (!requested.length) return data;
  const master = appLanguages.find((l) => l.isMaster)!;
  let keep = requested.filter((code, i) => requested.indexOf(code) === i && appLanguages.some((l) => l.iso2Code === code));
  if (!keep.length) keep = [master.iso2Code];
  const out: ContentData = {};
  for (const [name, partitions] of Object.entries(data)) {
    const field = schema.fields.find((f) => f.name === name);
    if (field?.partitioning !== "language" || typeof partitions !== "object" || partitions === null) {
      out[name] = partitions;
      continue;
    }
    const next: Record<string, unknown> = {};
    for (const code of keep) {
      let value = partitions[code];
      if (empty(value) && resolveFallback) {
        const language = appLanguages.find((l) => l.iso2Code === code)!;
        for (const fallback of [...language.fallback, master.iso2Code]) {
          if (!empty(partitions[fallback])) {
            value = partitions[fallback];
            break;
          }
        }
      }
      if (value !== undefined) next[code] = value;
    }
    out[name] = next;
  }
  return out;
}

/** Squidex flatten: one partition → its value, several → the object, none → the field is dropped. */
export function flattenData(data: ContentData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, partitions] of Object.entries(data)) {
    if (typeof partitions !== "object" || partitions === null) continue;
    const keys = Object.keys(partitions);
    if (keys.length === 1) out[name] = partitions[keys[0]!];
    else if (keys.length > 1) out[name] = partitions;
  }
  return out;
}

/** Squidex fills a field's `defaultValue` on read where the field (master language or `iv`) has no value. */
export function addDefaults(data: ContentData, schema: SchemaRecord, appLanguages: AppLanguage[]): ContentData {
  const master = appLanguages.find((l) => l.isMaster)!.iso2Code;
  let out = data;
  for (const field of schema.fields) {
    const value = field.properties.defaultValue;
    if (value === undefined || value === null) continue;
    const key = field.partitioning === "language" ? master : "iv";
    const partitions = data[field.name];
    if (partitions && typeof partitions === "object" && !empty(partitions[key])) continue;
    if (out === data) out = { ...data };
    out[field.name] = { ...(partitions && typeof partitions === "object" ? partitions : {}), [key]: value };
  }
  return out;
}

/** `data` without the schema's hidden fields: they never leave the API (Squidex `ExcludeHidden`). */
export function withoutHidden(data: ContentData, schema: SchemaRecord): ContentData {
  const hidden = schema.fields.filter((f) => f.isHidden);
  if (hidden.length === 0) return data;
  const out = { ...data };
  for (const field of hidden) delete out[field.name];
  return out;
}

/** Applies defaults, hidden-field removal, `X-Fields`, `X-Languages` and `X-Flatten`, in Squidex's order. */
export function shapeData(data: ContentData, schema: SchemaRecord, appLanguages: AppLanguage[], shape: ShapeOptions): Record<string, unknown> {
  let result: ContentData = {};
  const source = shape.defaults ? addDefaults(data, schema, appLanguages) : data;
  for (const [name, value] of Object.entries(withoutHidden(source, schema))) {
    if (shape.fields.length && !shape.fields.includes(name)) continue;
    result[name] = value;
  }
  result = resolveLanguages(result, schema, appLanguages, shape.languages, shape.resolveFallback);
  return shape.flatten ? flattenData(result) : result;
}
