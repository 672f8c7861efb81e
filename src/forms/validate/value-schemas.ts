import * as v from "valibot";
import { parseInstant } from "../../base/instant.ts";

/** The longest text a form takes (about a long article); longer text is refused before any rule runs. */
export const MAX_TEXT_LENGTH = 100_000;
/** The most entries a list field takes. */
export const MAX_ENTRIES = 1_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

const text = v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH));
const object = v.custom<Record<string, unknown>>(isPlainObject);
const ids = v.pipe(
  v.array(v.unknown()),
  v.maxLength(MAX_ENTRIES),
  v.everyItem((item) => typeof item === "string" && item.length <= 1_000),
);
const objects = v.pipe(v.array(v.unknown()), v.maxLength(MAX_ENTRIES), v.everyItem(isPlainObject));

/**
 * The JSON type of a value of each Squidex field type, as the content service checks it (with
 * upper bounds on size): what a value must be before the rules run on it. Types not listed (Json,
 * RichText) take any value.
 */
const SCHEMAS: Readonly<Record<string, v.GenericSchema>> = {
  String: text,
  Number: v.pipe(v.number(), v.finite()),
  Boolean: v.boolean(),
  DateTime: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(parseInstant(value))),
  ),
  References: ids,
  Assets: ids,
  Tags: ids,
  Geolocation: v.object({
    latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
    longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  }),
  Component: object,
  Components: objects,
  Array: objects,
};

/** True when `value` has the JSON type of `fieldType` (`null` and `undefined` are no value and pass). */
export function hasValueType(fieldType: string, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return !Object.hasOwn(SCHEMAS, fieldType) || v.is(SCHEMAS[fieldType]!, value);
}
