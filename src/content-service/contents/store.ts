import type { ServiceContext } from "../context.ts";
import type { ContentStatus, SchemaRecord } from "../types.ts";
import { prepared } from "../../base/prepared.ts";
import type { ContentState } from "./state.ts";
import { indexContent, unindexContent } from "./indexes.ts";
import { keepSortKeys } from "./sort-keys.ts";

interface StateRow {
  id: string;
  status: string;
  data: string;
  new_status: string | null;
  new_data: string | null;
  version: number;
  created: string;
  created_by: string;
  last_modified: string;
  last_modified_by: string;
}

function toState(row: StateRow, schema: SchemaRecord): ContentState {
  return {
    id: row.id,
    schemaId: schema.id,
    schemaName: schema.name,
    current: { status: row.status as ContentStatus, data: JSON.parse(row.data) },
    ...(row.new_status !== null && row.new_data !== null ? { draft: { status: row.new_status as ContentStatus, data: JSON.parse(row.new_data) } } : {}),
    version: row.version,
    created: row.created,
    createdBy: row.created_by,
    lastModified: row.last_modified,
    lastModifiedBy: row.last_modified_by,
  };
}

/** Item `id` of `schema` with its draft, or undefined when there is none in that schema. */
export function findState(ctx: ServiceContext, schema: SchemaRecord, id: string): ContentState | undefined {
  const row = prepared(
    ctx.db,
    "SELECT c.*, d.status AS new_status, d.data AS new_data FROM contents c LEFT JOIN content_drafts d ON d.content_id = c.id WHERE c.id = ? AND c.schema_id = ?",
  ).get(id, schema.id) as unknown as StateRow | undefined;
  return row && toState(row, schema);
}

/**
 * Item `id` of `schema` as it was at `version` (its current and draft version then), or undefined
 * when the item or that version does not exist.
 */
export function findStateAt(ctx: ServiceContext, schema: SchemaRecord, id: string, version: number): ContentState | undefined {
  const row = prepared(
    ctx.db,
    "SELECT c.id, v.status, v.data, v.new_status, v.new_data, v.version, c.created, c.created_by, c.last_modified, c.last_modified_by " +
      "FROM contents c JOIN content_versions v ON v.content_id = c.id AND v.version = ? WHERE c.id = ? AND c.schema_id = ?",
  ).get(version, id, schema.id) as unknown as StateRow | undefined;
  return row && toState(row, schema);
}

/**
 * Writes `state` (a new row with `insert`): the current version into `contents`, the draft into
 * `content_drafts` (or removes it), and both into the history under `state.version`. Call inside
 * the write's transaction.
 */
export function saveState(ctx: ServiceContext, state: ContentState, insert: boolean): void {
  const data = JSON.stringify(state.current.data);
  const draftData = state.draft ? JSON.stringify(state.draft.data) : null;
  if (insert) {
    prepared(
      ctx.db,
      "INSERT INTO contents (id, schema_id, status, data, version, created, created_by, last_modified, last_modified_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(state.id, state.schemaId, state.current.status, data, state.version, state.created, state.createdBy, state.lastModified, state.lastModifiedBy);
  } else {
    prepared(ctx.db, "UPDATE contents SET status = ?, data = ?, version = ?, last_modified = ?, last_modified_by = ? WHERE id = ?").run(
      state.current.status,
      data,
      state.version,
      state.lastModified,
      state.lastModifiedBy,
      state.id,
    );
  }
  if (state.draft) {
    prepared(
      ctx.db,
      "INSERT INTO content_drafts (content_id, status, data) VALUES (?, ?, ?) ON CONFLICT (content_id) DO UPDATE SET status = excluded.status, data = excluded.data",
    ).run(state.id, state.draft.status, draftData);
  } else if (!insert) {
    prepared(ctx.db, "DELETE FROM content_drafts WHERE content_id = ?").run(state.id);
  }
  indexContent(ctx.db, state.id, 0, data);
  indexContent(ctx.db, state.id, 1, draftData);
  keepSortKeys(ctx.db, state.schemaId, state.id, data, draftData);
  prepared(ctx.db, "INSERT OR REPLACE INTO content_versions (content_id, version, status, data, new_status, new_data) VALUES (?, ?, ?, ?, ?, ?)").run(
    state.id,
    state.version,
    state.current.status,
    data,
    state.draft?.status ?? null,
    draftData,
  );
}

/** Removes item `id`, its draft and sort values (by cascade) and its history. Call inside the write's transaction. */
export function removeState(ctx: ServiceContext, id: string): void {
  unindexContent(ctx.db, id);
  prepared(ctx.db, "DELETE FROM contents WHERE id = ?").run(id);
  prepared(ctx.db, "DELETE FROM content_versions WHERE content_id = ?").run(id);
}
