import type { ServiceContext } from "../context.ts";
import type { SchemaField, SchemaRecord, SchemaType } from "../types.ts";
import { prepared } from "../../base/prepared.ts";

/** Schema settings that Squidex keeps beside fields and properties. */
export interface SchemaExtras {
  category?: string;
  scripts: Record<string, string>;
  previewUrls: Record<string, string>;
  fieldsInLists: string[];
  fieldsInReferences: string[];
  fieldRules: unknown[];
}

/** A stored schema: the shared SchemaRecord plus the extras shown in SchemaDto. */
export interface StoredSchema extends SchemaRecord {
  extras: SchemaExtras;
}

interface SchemaRow {
  id: string;
  name: string;
  type: string;
  is_published: number;
  properties: string;
  fields: string;
  extras: string;
  version: number;
  created: string;
  created_by: string;
  last_modified: string;
  last_modified_by: string;
}

export const emptyExtras = (): SchemaExtras => ({ scripts: {}, previewUrls: {}, fieldsInLists: [], fieldsInReferences: [], fieldRules: [] });

function fromRow(row: SchemaRow): StoredSchema {
  // The service's own columns, written only from bodies checked by schemas/body.ts; read back on every
  // content request (getSchema), so without a second check.
  return {
    id: row.id,
    name: row.name,
    type: row.type as SchemaType,
    isPublished: row.is_published === 1,
    properties: JSON.parse(row.properties),
    fields: JSON.parse(row.fields) as SchemaField[],
    extras: { ...emptyExtras(), ...JSON.parse(row.extras) },
    version: row.version,
    created: row.created,
    createdBy: row.created_by,
    lastModified: row.last_modified,
    lastModifiedBy: row.last_modified_by,
  };
}

/** Every schema of the app, ordered by name; includes unpublished and component schemas. */
export function listSchemas(ctx: ServiceContext): StoredSchema[] {
  const rows = prepared(ctx.db, "SELECT * FROM schemas ORDER BY name").all() as unknown as SchemaRow[];
  return rows.map(fromRow);
}

/** A schema by name (case-sensitive) or by id, published or not. */
export function getSchema(ctx: ServiceContext, nameOrId: string): StoredSchema | undefined {
  const row = prepared(ctx.db, "SELECT * FROM schemas WHERE name = ? OR id = ? LIMIT 1").get(nameOrId, nameOrId) as unknown as SchemaRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** An opaque token that changes whenever any schema is created, changed or deleted. */
export function schemasVersion(ctx: ServiceContext): string {
  const row = prepared(ctx.db, "SELECT count(*) AS n, coalesce(sum(version), 0) AS v, coalesce(max(last_modified), '') AS m FROM schemas").get() as {
    n: number;
    v: number;
    m: string;
  };
  return `${row.n}.${row.v}.${row.m}`;
}

/** Inserts a new schema (the caller checked the name is free). */
export function insertSchema(ctx: ServiceContext, schema: StoredSchema): void {
  prepared(
    ctx.db,
    `INSERT INTO schemas (id, name, type, is_published, properties, fields, extras, version, created, created_by, last_modified, last_modified_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    schema.id,
    schema.name,
    schema.type,
    schema.isPublished ? 1 : 0,
    JSON.stringify(schema.properties),
    JSON.stringify(schema.fields),
    JSON.stringify(schema.extras),
    schema.version,
    schema.created,
    schema.createdBy,
    schema.lastModified,
    schema.lastModifiedBy,
  );
}

/** Writes back a changed schema; the caller has already bumped `version` and `lastModified`. */
export function saveSchema(ctx: ServiceContext, schema: StoredSchema): void {
  prepared(
    ctx.db,
    `UPDATE schemas SET type = ?, is_published = ?, properties = ?, fields = ?, extras = ?, version = ?, last_modified = ?, last_modified_by = ?
     WHERE id = ?`,
  ).run(
    schema.type,
    schema.isPublished ? 1 : 0,
    JSON.stringify(schema.properties),
    JSON.stringify(schema.fields),
    JSON.stringify(schema.extras),
    schema.version,
    schema.lastModified,
    schema.lastModifiedBy,
    schema.id,
  );
}

/** Whether any content item of schema `id` exists. */
export function schemaHasContents(ctx: ServiceContext, id: string): boolean {
  return prepared(ctx.db, "SELECT 1 FROM contents WHERE schema_id = ? LIMIT 1").get(id) !== undefined;
}

/** Deletes a schema that holds no content (the caller checked). */
export function deleteSchema(ctx: ServiceContext, id: string): void {
  prepared(ctx.db, "DELETE FROM schemas WHERE id = ?").run(id);
}
