import type { ContentRecord, ContentStatus, SchemaRecord } from "../types.ts";

/** A `contents` row as SQLite returns it; `new_status` comes with the read sources of `read.ts`. */
export interface ContentRow {
  id: string;
  schema_id: string;
  status: string;
  new_status?: string | null;
  data: string;
  version: number;
  created: string;
  created_by: string;
  last_modified: string;
  last_modified_by: string;
}

/** Maps a row to the shared record shape. */
export function fromRow(row: Omit<ContentRow, "schema_id">, schema: SchemaRecord): ContentRecord {
  return {
    id: row.id,
    schemaId: schema.id,
    schemaName: schema.name,
    status: row.status as ContentStatus,
    ...(row.new_status ? { newStatus: row.new_status as ContentStatus } : {}),
    data: JSON.parse(row.data),
    version: row.version,
    created: row.created,
    createdBy: row.created_by,
    lastModified: row.last_modified,
    lastModifiedBy: row.last_modified_by,
  };
}
