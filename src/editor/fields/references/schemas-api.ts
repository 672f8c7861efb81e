import * as v from "valibot";
import { parseOrThrow } from "../../../lib/parse.ts";

const SchemaDtoSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.optional(v.string(), "Default"),
  properties: v.optional(v.looseObject({ label: v.nullish(v.string()) })),
  fieldsInReferences: v.nullish(v.array(v.string())),
  fieldsInLists: v.nullish(v.array(v.string())),
  /** Field JSON as `buildFormModel` reads it; each field needs a name and a type here. */
  fields: v.array(v.looseObject({ name: v.string(), partitioning: v.optional(v.string()), properties: v.looseObject({ fieldType: v.string() }) })),
});

const SchemaListSchema = v.object({ items: v.array(SchemaDtoSchema) });

/** A content schema as the pickers need it: its id and name, which fields name an item, and its fields. */
export type SchemaInfo = v.InferOutput<typeof SchemaDtoSchema>;

const cache = new Map<string, Promise<SchemaInfo[]>>();

/**
 * The app's schemas through the proxy (editors may read them), fetched once per page load and app
 * (again after a failure): references name their schemas by id, the content API by name.
 */
export function loadSchemas(app: string): Promise<SchemaInfo[]> {
  let loading = cache.get(app);
  if (!loading) {
    loading = fetch(`/cms/api/apps/${encodeURIComponent(app)}/schemas`, { headers: { accept: "application/json" }, cache: "no-store" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET schemas: ${response.status}`);
        return parseOrThrow(SchemaListSchema, await response.json(), "schema list").items;
      })
      .catch((error: unknown) => {
        cache.delete(app);
        throw error;
      });
    cache.set(app, loading);
  }
  return loading;
}

/**
 * The schemas with these ids, in the order given; ids of no schema are left out. A schema's name
 * identifies it too: the fields panel builds code-backed block forms with schema names where the
 * content service has ids.
 */
export function schemasByIds(schemas: readonly SchemaInfo[], ids: readonly string[]): SchemaInfo[] {
  return ids.flatMap((id) => schemas.filter((schema) => schema.id === id || schema.name === id));
}

/** Forgets the fetched schemas (tests). */
export function clearSchemaCache(): void {
  cache.clear();
}
