import type { FormField } from "../../forms/index.ts";
import { LOCALES, type Lang } from "../../i18n/locales.ts";

/** Content data as the content service holds it: each field's value by partition (`{ title: { de, en } }`, `{ level: { iv } }`). */
export type ContentData = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** A partition of a field's value: `iv` for an invariant field, a language for a localized one. */
export type Part = "iv" | Lang;

/** The partitions a field is edited in: both languages (German first) when localized, else `iv`. */
export function partsOf(field: Pick<FormField, "localized">): readonly Part[] {
  return field.localized ? LOCALES : ["iv"];
}

/** The path of one partition of a field (`title.de`, `level.iv`): the key of its messages in `validateForm`'s errors. */
export function pathOf(name: string, part: Part): string {
  return `${name}.${part}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The value of a field in one partition, `undefined` when the data has none (own keys only, so `constructor` reads nothing). */
export function readPart(data: ContentData, name: string, part: Part): unknown {
  const partitions = Object.hasOwn(data, name) ? data[name] : undefined;
  return isRecord(partitions) && Object.hasOwn(partitions, part) ? partitions[part] : undefined;
}

/** The data with one partition of a field set to `value`; the other fields and partitions stay as they are. Does not change `data`. */
export function writePart(data: ContentData, name: string, part: Part, value: unknown): ContentData {
  const partitions = Object.hasOwn(data, name) ? data[name] : undefined;
  return { ...data, [name]: { ...(isRecord(partitions) ? partitions : {}), [part]: value } };
}
