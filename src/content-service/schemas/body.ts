import * as v from "valibot";
import { formatIssues } from "../../base/issues.ts";
import { validationError } from "../errors.ts";

const FIELD_TYPES = [
  "String",
  "Number",
  "Boolean",
  "DateTime",
  "Json",
  "References",
  "Assets",
  "Geolocation",
  "Tags",
  "Array",
  "Component",
  "Components",
  "RichText",
  "UI",
] as const;
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.pipe(v.string(), v.maxLength(1000));

/** Field properties (Squidex FieldPropertiesDto): known keys are checked, others are kept as given. */
const FieldPropertiesSchema = v.looseObject({
  fieldType: v.picklist(FIELD_TYPES, "Must be a known field type."),
  label: v.optional(text),
  hints: v.optional(text),
  placeholder: v.optional(text),
  editor: v.optional(v.pipe(v.string(), v.maxLength(100))),
  isRequired: v.optional(v.boolean()),
  minLength: v.optional(count),
  maxLength: v.optional(count),
  minValue: v.optional(v.union([v.number(), v.string()])),
  maxValue: v.optional(v.union([v.number(), v.string()])),
  minItems: v.optional(count),
  maxItems: v.optional(count),
  allowedValues: v.optional(v.array(v.union([v.string(), v.number()]))),
  defaultValue: v.optional(v.unknown()),
  pattern: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  schemaIds: v.optional(v.array(v.string())),
  tags: v.optional(v.array(v.pipe(v.string(), v.maxLength(200)))),
});

const FieldName = v.pipe(v.string(), v.regex(/^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$/, "Must be a valid field name (letters, digits, dashes)."), v.maxLength(100));
const Partitioning = v.pipe(v.string(), v.toLowerCase(), v.picklist(["invariant", "language"], "Must be 'invariant' or 'language'."));

const NestedFieldSchema = v.object({
  name: FieldName,
  isHidden: v.optional(v.boolean(), false),
  isLocked: v.optional(v.boolean(), false),
  isDisabled: v.optional(v.boolean(), false),
  properties: FieldPropertiesSchema,
});

const FieldSchema = v.object({
  ...NestedFieldSchema.entries,
  partitioning: v.optional(Partitioning, "invariant"),
  nested: v.optional(v.pipe(v.array(NestedFieldSchema), v.maxLength(200))),
});
export type FieldInput = v.InferOutput<typeof FieldSchema>;

/** Schema properties (UpdateSchemaDto); unknown keys are kept. */
export const SchemaPropertiesSchema = v.looseObject({
  label: v.optional(v.nullable(text)),
  hints: v.optional(v.nullable(text)),
  validateOnPublish: v.optional(v.boolean()),
  tags: v.optional(v.nullable(v.array(v.string()))),
});

const extras = {
  category: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  scripts: v.optional(v.nullable(v.record(v.string(), v.nullable(v.string())))),
  previewUrls: v.optional(v.nullable(v.record(v.string(), v.string()))),
  fieldsInLists: v.optional(v.nullable(v.array(v.string()))),
  fieldsInReferences: v.optional(v.nullable(v.array(v.string()))),
  fieldRules: v.optional(v.nullable(v.array(v.unknown()))),
  isPublished: v.optional(v.boolean()),
  properties: v.optional(v.nullable(SchemaPropertiesSchema)),
  fields: v.optional(v.nullable(v.pipe(v.array(FieldSchema), v.maxLength(500)))),
};

/** Squidex CreateSchemaDto. */
export const CreateSchemaSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Must be a valid slug (lower-case letters, digits, dashes)."), v.maxLength(100)),
  type: v.optional(v.picklist(["Default", "Singleton", "Component"])),
  isSingleton: v.optional(v.boolean()),
  ...extras,
});

/** Squidex SynchronizeSchemaDto (fields replace the current ones). */
export const SyncSchemaSchema = v.object({
  noFieldDeletion: v.optional(v.boolean()),
  noFieldRecreation: v.optional(v.boolean()),
  ...extras,
});

/** Parses a body with `schema`, turning issues into Squidex's 400 `Validation error` with details. */
export function parseBody<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(formatIssues(result.issues));
  return result.output;
}
