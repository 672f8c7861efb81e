import type * as v from "valibot";
import type { Caller, FieldProperties, NestedField, SchemaField } from "../types.ts";
import type { ServiceContext } from "../context.ts";
import { badRequest, validationError } from "../errors.ts";
import { storedNow } from "../dates.ts";
import { actor } from "../permissions.ts";
import { transaction } from "../../base/sqlite.ts";
import type { CreateSchemaSchema, FieldInput, SyncSchemaSchema } from "./body.ts";
import { emptyExtras, getSchema, insertSchema, saveSchema, type SchemaExtras, type StoredSchema } from "./store.ts";

/** Drops null and undefined members, as Squidex omits nulls. */
export function compact<T extends Record<string, unknown>>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };
}

type Extras = Partial<v.InferOutput<typeof SyncSchemaSchema>>;

function mergeExtras(current: SchemaExtras, input: Extras): SchemaExtras {
  const next = { ...current };
  if (input.category !== undefined) next.category = input.category ?? undefined;
  if (input.scripts) next.scripts = compact(input.scripts) as Record<string, string>;
  if (input.previewUrls) next.previewUrls = input.previewUrls;
  if (input.fieldsInLists) next.fieldsInLists = input.fieldsInLists;
  if (input.fieldsInReferences) next.fieldsInReferences = input.fieldsInReferences;
  if (input.fieldRules) next.fieldRules = input.fieldRules;
  return next;
}

/**
 * Builds stored fields from input, keeping the `fieldId` of a field that keeps its name (and of nested
 * fields inside it). Duplicate names and `nested` on a non-Array field are validation errors.
 */
function buildFields(input: FieldInput[], previous: SchemaField[] = []): SchemaField[] {
  const errors: string[] = [];
  let nextId = 1 + Math.max(0, ...previous.flatMap((f) => [f.fieldId, ...(f.nested ?? []).map((n) => n.fieldId)]));
  const seen = new Set<string>();
  const fields = input.map((field, i): SchemaField => {
    if (seen.has(field.name)) errors.push(`fields[${i}].name: A field with the same name already exists.`);
    seen.add(field.name);
    const old = previous.find((p) => p.name === field.name);
    const isArray = field.properties.fieldType === "Array";
    if (field.nested?.length && !isArray) errors.push(`fields[${i}].nested: Only Array fields can have nested fields.`);
    const nestedSeen = new Set<string>();
    const nested = isArray
      ? (field.nested ?? []).map((n, j): NestedField => {
          if (nestedSeen.has(n.name)) errors.push(`fields[${i}].nested[${j}].name: A field with the same name already exists.`);
          if (n.properties.fieldType === "Array") errors.push(`fields[${i}].nested[${j}].properties.fieldType: Nested fields cannot be arrays.`);
          nestedSeen.add(n.name);
          const oldNested = old?.nested?.find((p) => p.name === n.name);
          return {
            fieldId: oldNested?.fieldId ?? nextId++,
            name: n.name,
            isHidden: n.isHidden,
            isLocked: n.isLocked,
            isDisabled: n.isDisabled,
            properties: compact(n.properties) as FieldProperties,
          };
        })
      : undefined;
    return {
      fieldId: old?.fieldId ?? nextId++,
      name: field.name,
      isHidden: field.isHidden,
      isLocked: field.isLocked,
      isDisabled: field.isDisabled,
      partitioning: field.partitioning as "invariant" | "language",
      properties: compact(field.properties) as FieldProperties,
      ...(nested ? { nested } : {}),
    };
  });
  if (errors.length) throw validationError(errors);
  return fields;
}

/** Creates a schema; 400 when the name is taken. */
export function createSchema(ctx: ServiceContext, caller: Caller, input: v.InferOutput<typeof CreateSchemaSchema>): StoredSchema {
  return transaction(ctx.db, () => {
    if (getSchema(ctx, input.name)) throw badRequest("A schema with the same name already exists.");
    const now = storedNow(ctx.options.now);
    const schema: StoredSchema = {
      id: crypto.randomUUID(),
      name: input.name,
      type: input.type ?? (input.isSingleton ? "Singleton" : "Default"),
      isPublished: input.isPublished ?? false,
      properties: compact({ ...(input.properties ?? {}) }),
      fields: buildFields(input.fields ?? []),
      extras: mergeExtras(emptyExtras(), input),
      version: 0,
      created: now,
      createdBy: actor(caller),
      lastModified: now,
      lastModifiedBy: actor(caller),
    };
    insertSchema(ctx, schema);
    return schema;
  });
}

/** Applies `change` to the schema in one transaction, bumping version and lastModified. */
export function changeSchema(ctx: ServiceContext, caller: Caller, schema: StoredSchema, change: (s: StoredSchema) => void): StoredSchema {
  return transaction(ctx.db, () => {
    const next: StoredSchema = structuredClone(schema);
    change(next);
    next.version = schema.version + 1;
    next.lastModified = storedNow(ctx.options.now);
    next.lastModifiedBy = actor(caller);
    saveSchema(ctx, next);
    return next;
  });
}

/** Squidex's synchronize: replaces fields (ids kept by name) and the given settings. */
export function syncSchema(ctx: ServiceContext, caller: Caller, schema: StoredSchema, input: v.InferOutput<typeof SyncSchemaSchema>): StoredSchema {
  const fields = input.fields ? buildFields(input.fields, schema.fields) : schema.fields;
  return changeSchema(ctx, caller, schema, (s) => {
    s.fields = input.noFieldDeletion ? [...fields, ...schema.fields.filter((f) => !fields.some((n) => n.name === f.name))] : fields;
    if (input.properties) s.properties = compact({ ...input.properties });
    if (input.isPublished !== undefined) s.isPublished = input.isPublished;
    s.extras = mergeExtras(s.extras, input);
  });
}
