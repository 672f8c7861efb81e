import type { AppLanguage, SchemaRecord } from "../types.ts";

/** A field with a default value and the partition `addDefaults` looks at, as JSON key bytes (`"name"`). */
export interface DefaultCheck {
  field: Uint8Array;
  partition: Uint8Array;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const N = 0x6e;
const keyBytes = (name: string) => new TextEncoder().encode(JSON.stringify(name));

/** The fields of `schema` whose default value `addDefaults` fills in where the stored value is missing. */
export function defaultChecks(schema: SchemaRecord, languages: AppLanguage[]): DefaultCheck[] {
  const master = languages.find((l) => l.isMaster)!.iso2Code;
  return schema.fields
    .filter((f) => f.properties.defaultValue !== undefined && f.properties.defaultValue !== null)
    .map((f) => ({ field: keyBytes(f.name), partition: keyBytes(f.partitioning === "language" ? master : "iv") }));
}

/**
 * Whether `addDefaults` would change this data: some checked field has no object value with a
 * non-null value at its partition. `json` is the stored UTF-8 text of `JSON.stringify(data)`; for
 * anything else (whitespace, not an object) the answer is true, which only costs the slow path.
 * Reads the top level and the checked fields' partitions, jumping over strings and other values.
 */
export function defaultsApply(json: Uint8Array, checks: DefaultCheck[]): boolean {
  if (checks.length === 0) return false;
  let missing = checks.length;
  // Bit c set: check c was found. Beyond 31 checks the high ones are never marked found, which only costs the slow path.
  let found = 0;
  if (json[0] !== OPEN_OBJECT) return true;
  let i = 1;
  if (json[i] === CLOSE_OBJECT) return true;
  while (i < json.length) {
    if (json[i] !== QUOTE) return true;
    const keyEnd = stringEnd(json, i);
    if (keyEnd < 0 || json[keyEnd] !== COLON) return true;
    const valueStart = keyEnd + 1;
    for (let c = 0; c < checks.length && c < 31; c++) {
      if (found & (1 << c) || !bytesAt(json, i, keyEnd, checks[c]!.field)) continue;
      if (json[valueStart] !== OPEN_OBJECT) continue;
      const value = memberValue(json, valueStart, checks[c]!.partition);
      if (value > 0 && json[value] !== N) {
        found |= 1 << c;
        missing--;
      }
    }
    if (missing === 0) return false;
    i = valueEnd(json, valueStart);
    if (i < 0) return true;
    if (json[i] === COMMA) i++;
    else return true;
  }
  return true;
}

/** Index after the string opening at `start`, or -1. */
function stringEnd(json: Uint8Array, start: number): number {
  // A byte loop: most strings are short, where it beats a native indexOf call.
  for (let i = start + 1; i < json.length; i++) {
    const c = json[i];
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) i++;
  }
  return -1;
}

/** Index after the value starting at `start`, or -1. */
function valueEnd(json: Uint8Array, start: number): number {
  const first = json[start];
  if (first === QUOTE) return stringEnd(json, start);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    for (let i = start; i < json.length;) {
      const c = json[i]!;
      if (c === QUOTE) {
        i = stringEnd(json, i);
        if (i < 0) return -1;
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) depth++;
      else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return -1;
  }
  for (let i = start; i < json.length; i++) {
    const c = json[i];
    if (c === COMMA || c === CLOSE_OBJECT || c === CLOSE_ARRAY) return i > start ? i : -1;
  }
  return -1;
}

/** Index of the value of member `key` in the object opening at `start`; -1 when absent or unreadable. */
function memberValue(json: Uint8Array, start: number, key: Uint8Array): number {
  let i = start + 1;
  if (json[i] === CLOSE_OBJECT) return -1;
  while (i < json.length) {
    if (json[i] !== QUOTE) return -1;
    const keyEnd = stringEnd(json, i);
    if (keyEnd < 0 || json[keyEnd] !== COLON) return -1;
    if (bytesAt(json, i, keyEnd, key)) return keyEnd + 1;
    i = valueEnd(json, keyEnd + 1);
    if (i < 0 || json[i] !== COMMA) return -1;
    i++;
  }
  return -1;
}

function bytesAt(json: Uint8Array, start: number, end: number, expected: Uint8Array): boolean {
  if (end - start !== expected.length) return false;
  for (let k = 0; k < expected.length; k++) if (json[start + k] !== expected[k]) return false;
  return true;
}
