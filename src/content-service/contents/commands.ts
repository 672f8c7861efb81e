import type { ServiceContext, ContentEventKind } from "../context.ts";
import type { Caller, ContentData, ContentRecord, ContentStatus, SchemaRecord } from "../types.ts";
import { badRequest, conflict, notFound, preconditionFailed } from "../errors.ts";
import { storedNow } from "../dates.ts";
import { actor } from "../permissions.ts";
import { transaction } from "../../base/sqlite.ts";
import { prepared } from "../../base/prepared.ts";
import { fromRow, type ContentRow } from "./rows.ts";
import { validateData } from "./validate.ts";
import { canMove, statusEvent } from "./workflow.ts";

/** JSON with sorted keys, so equal data compares equal whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

function load(ctx: ServiceContext, schema: SchemaRecord, id: string, expectedVersion: number | undefined): ContentRecord {
  const row = prepared(ctx.db, "SELECT * FROM contents WHERE id = ? AND schema_id = ?").get(id, schema.id) as unknown as ContentRow | undefined;
  if (!row) throw notFound();
  if (expectedVersion !== undefined && expectedVersion !== row.version) throw preconditionFailed();
  return fromRow(row, schema);
}

function save(ctx: ServiceContext, record: ContentRecord, insert: boolean): void {
  const data = JSON.stringify(record.data);
  if (insert) {
    prepared(
      ctx.db,
      "INSERT INTO contents (id, schema_id, status, data, version, created, created_by, last_modified, last_modified_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(record.id, record.schemaId, record.status, data, record.version, record.created, record.createdBy, record.lastModified, record.lastModifiedBy);
  } else {
    prepared(ctx.db, "UPDATE contents SET status = ?, data = ?, version = ?, last_modified = ?, last_modified_by = ? WHERE id = ?").run(
      record.status,
      data,
      record.version,
      record.lastModified,
      record.lastModifiedBy,
      record.id,
    );
  }
  prepared(ctx.db, "INSERT OR REPLACE INTO content_versions (content_id, version, status, data) VALUES (?, ?, ?, ?)").run(
    record.id,
    record.version,
    record.status,
    data,
  );
}

function emit(ctx: ServiceContext, kind: ContentEventKind, record: ContentRecord, caller: Caller, dataOld?: ContentData): void {
  ctx.emit({
    kind,
    schemaId: record.schemaId,
    schemaName: record.schemaName,
    contentId: record.id,
    actor: actor(caller),
    data: record.data,
    ...(dataOld ? { dataOld } : {}),
    status: record.status,
    version: record.version,
    created: record.created,
    lastModified: record.lastModified,
    createdBy: record.createdBy,
    lastModifiedBy: record.lastModifiedBy,
  });
}

/** Moves `record` to `status` (version +1) and emits the matching event; 400 if the workflow forbids it. */
function moveStatus(ctx: ServiceContext, caller: Caller, record: ContentRecord, status: ContentStatus): ContentRecord {
  if (!canMove(record.status, status)) throw badRequest(`Cannot change status from ${record.status} to ${status}.`);
  const next: ContentRecord = { ...record, status, version: record.version + 1, lastModified: storedNow(ctx.options.now), lastModifiedBy: actor(caller) };
  save(ctx, next, false);
  emit(ctx, statusEvent(record.status, status), next, caller);
  return next;
}

/** Creates an item (version 0, Draft); with a `status` other than Draft it then moves there (version 1). */
export function createContent(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  body: unknown,
  opts: { id?: string; status?: ContentStatus },
): ContentRecord {
  const data = validateData(body, schema, ctx.options.languages);
  return transaction(ctx.db, () => {
    const id = opts.id ?? crypto.randomUUID();
    if (prepared(ctx.db, "SELECT 1 FROM contents WHERE id = ?").get(id)) throw conflict("An object with the same ID already exists.");
    const now = storedNow(ctx.options.now);
    const record: ContentRecord = {
      id,
      schemaId: schema.id,
      schemaName: schema.name,
      status: "Draft",
      data,
      version: 0,
      created: now,
      createdBy: actor(caller),
      lastModified: now,
      lastModifiedBy: actor(caller),
    };
    save(ctx, record, true);
    emit(ctx, "Created", record, caller);
    return opts.status && opts.status !== "Draft" ? moveStatus(ctx, caller, record, opts.status) : record;
  });
}

/** PUT (replace) or PATCH (merge per field and partition); unchanged data creates no new version. */
export function updateContent(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  id: string,
  body: unknown,
  opts: { patch: boolean; expectedVersion?: number },
): ContentRecord {
  return transaction(ctx.db, () => {
    const current = load(ctx, schema, id, opts.expectedVersion);
    let input = body;
    if (opts.patch && body && typeof body === "object" && !Array.isArray(body)) {
      const merged: Record<string, unknown> = structuredClone(current.data);
      for (const [field, partitions] of Object.entries(body)) {
        const old = merged[field];
        merged[field] =
          partitions && typeof partitions === "object" && !Array.isArray(partitions) && old && typeof old === "object"
            ? { ...(old as object), ...partitions }
            : partitions;
      }
      input = merged;
    }
    const data = validateData(input, schema, ctx.options.languages);
    if (canonical(data) === canonical(current.data)) return current;
    const next: ContentRecord = { ...current, data, version: current.version + 1, lastModified: storedNow(ctx.options.now), lastModifiedBy: actor(caller) };
    save(ctx, next, false);
    emit(ctx, "Updated", next, caller, current.data);
    return next;
  });
}

/** PUT …/status along the default workflow. */
export function changeStatus(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  id: string,
  status: ContentStatus,
  expectedVersion?: number,
): ContentRecord {
  return transaction(ctx.db, () => moveStatus(ctx, caller, load(ctx, schema, id, expectedVersion), status));
}

/** Deletes an item and its history. */
export function deleteContent(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, id: string, expectedVersion?: number): void {
  transaction(ctx.db, () => {
    const current = load(ctx, schema, id, expectedVersion);
    prepared(ctx.db, "DELETE FROM contents WHERE id = ?").run(id);
    prepared(ctx.db, "DELETE FROM content_versions WHERE content_id = ?").run(id);
    const now = storedNow(ctx.options.now);
    emit(ctx, "Deleted", { ...current, version: current.version + 1, lastModified: now, lastModifiedBy: actor(caller) }, caller);
  });
}
