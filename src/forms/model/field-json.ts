import * as v from "valibot";
import { FIELD_NAME } from "../constants.ts";

const text = v.nullish(v.string());
const count = v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0)));
const bound = v.nullish(v.union([v.number(), v.string()]));
const strings = v.nullish(v.array(v.string()));

/**
 * A field of a content-service schema as the form generator reads it: Squidex's `FieldDto` (or a
 * `CreateSchemaDto` field, or `componentSchema`'s), with the properties the forms use. Squidex sends
 * `null` for unset properties; other keys (`fieldId`, `_links`, `nested`…) are dropped.
 */
export const FormFieldJsonSchema = v.object({
  /** Squidex field names: letters, digits and single dashes, so no `__proto__`. */
  name: v.pipe(v.string(), v.regex(FIELD_NAME, "Must be a field name (letters, digits, dashes).")),
  partitioning: v.optional(v.pipe(v.string(), v.toLowerCase(), v.picklist(["invariant", "language"], "Must be 'invariant' or 'language'.")), "invariant"),
  /** Hidden from API clients; the form skips it. */
  isHidden: v.nullish(v.boolean()),
  properties: v.object({
    fieldType: v.string(),
    label: text,
    hints: text,
    placeholder: text,
    editor: text,
    /** `Html` marks rich text in a String field. */
    contentType: text,
    isRequired: v.nullish(v.boolean()),
    minLength: count,
    maxLength: count,
    /** Numbers for Number fields, ISO dates for DateTime fields. */
    minValue: bound,
    maxValue: bound,
    minItems: count,
    maxItems: count,
    allowedValues: v.nullish(v.array(v.union([v.string(), v.number()]))),
    pattern: text,
    patternMessage: text,
    /** `isHidden`, the builder's `editor:*` and `view:*` tags, and `rule:<rule string>` (see `field-rules.ts`). */
    tags: strings,
    schemaIds: strings,
  }),
});

export type FormFieldJson = v.InferOutput<typeof FormFieldJsonSchema>;
