import { LOCALES, type Lang } from "../../i18n/locales.ts";
import type { FormField } from "./build-form-model.ts";

/** Content data as the content service holds it: each field's value by partition (`{ title: { de, en } }`, `{ level: { iv } }`). */
export type ContentData = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** A partition of a field's value: `iv` for an invariant field, a language for a localized one. */
export type Part = "iv" | Lang;

/** The partitions a field is edited and validated in: both languages (German first) when localized, else `iv`. */
export function partsOf(field: Pick<FormField, "localized">): readonly Part[] {
  return field.localized ? LOCALES : ["iv"];
}

/** The path of one partition of a field (`title.de`, `level.iv`): the key of its messages in `validateForm`'s errors. */
export function pathOf(name: string, part: Part): string {
  return `${name}.${part}`;
}

/** The field name and partition of a path `pathOf` made (`title.de` → `title`, `de`); field names hold no dots. */
export function splitPath(path: string): { name: string; part: Part } {
  const dot = path.lastIndexOf(".");
  return { name: path.slice(0, dot), part: path.slice(dot + 1) as Part };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `record[key]` when `record` is an object holding `key` itself, so `constructor` or `__proto__` never read Object's. */
function own(record: unknown, key: string): unknown {
  return typeof record === "object" && record !== null && Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}

/**
 * What `data` holds for a field, as it is: its partitions when the data is well formed, but
 * anything at all for data from outside. `undefined` when the data is not an object or has no
 * such key of its own.
 */
export function readField(data: unknown, name: string): unknown {
  return own(data, name);
}

/**
 * The value of a field in one partition, `undefined` when the data has none. Own keys only, so
 * `constructor` reads nothing; data or partitions of another shape (`null`, text, a list) read
 * nothing either, so this takes content data from outside as well.
 */
export function readPart(data: unknown, name: string, part: Part): unknown {
  const partitions = own(data, name);
  return isRecord(partitions) ? own(partitions, part) : undefined;
}

/** The data with one partition of a field set to `value`; the other fields and partitions stay as they are. Does not change `data`. */
export function writePart(data: ContentData, name: string, part: Part, value: unknown): ContentData {
  const partitions = Object.hasOwn(data, name) ? data[name] : undefined;
  return { ...data, [name]: { ...(isRecord(partitions) ? partitions : {}), [part]: value } };
}
