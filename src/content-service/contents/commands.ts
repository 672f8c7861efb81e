import type { ServiceContext } from "../context.ts";
import type { Caller, ContentData, ContentRecord, ContentStatus, SchemaRecord } from "../types.ts";
import { badRequest, conflict, notFound, preconditionFailed } from "../errors.ts";
import { storedNow } from "../dates.ts";
import { actor } from "../permissions.ts";
import { transaction } from "../../base/sqlite.ts";
import { prepared } from "../../base/prepared.ts";
import { validateData } from "./validate.ts";
import { canMove, statusEvent } from "./workflow.ts";
import { editingData, editingStatus, editingView, type ContentState } from "./state.ts";
import { findState, removeState, saveState } from "./store.ts";
import { emitContentEvent } from "./events.ts";

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

/**
 * The `If-Match` check of a write: 412 when `expectedVersion` names another version than the item's,
 * where an item that does not exist (`undefined`) has version -1 (Squidex's "create only").
 */
function checkVersion(state: ContentState | undefined, expectedVersion: number | undefined): void {
  if (expectedVersion !== undefined && expectedVersion !== (state?.version ?? -1)) throw preconditionFailed();
}

/** Item `id` of `schema` for a write: 404 when missing, 412 when `If-Match` names another version. */
export function loadForWrite(ctx: ServiceContext, schema: SchemaRecord, id: string, expectedVersion: number | undefined): ContentState {
  const state = findState(ctx, schema, id);
  if (!state) throw notFound();
  checkVersion(state, expectedVersion);
  return state;
}

/** 409 when an item with `id` exists in any schema (content ids are unique across the app). */
function checkNewId(ctx: ServiceContext, id: string): void {
  if (prepared(ctx.db, "SELECT 1 FROM contents WHERE id = ?").get(id)) throw conflict("An object with the same ID already exists.");
}

/** `state` one version on, changed by `caller` now. */
export function nextVersion(ctx: ServiceContext, caller: Caller, state: ContentState, change: Partial<Pick<ContentState, "current" | "draft">>): ContentState {
  return { ...state, ...change, version: state.version + 1, lastModified: storedNow(ctx.options.now), lastModifiedBy: actor(caller) };
}

/**
 * Moves the item to `status` from its editing status along the default workflow (400 if it forbids
 * the step; nothing happens for the status it already has). With a draft, Published publishes the
 * draft (its data becomes the current data, the draft ends) and any other status becomes the
 * draft's; without one, the current version moves.
 */
function moveStatus(ctx: ServiceContext, caller: Caller, state: ContentState, status: ContentStatus): ContentState {
  const from = editingStatus(state);
  if (status === from) return state;
  if (!canMove(from, status)) throw badRequest(`Cannot change status from ${from} to ${status}.`);
  const change: Partial<ContentState> = !state.draft
    ? { current: { ...state.current, status } }
    : status === "Published"
      ? { current: { status, data: state.draft.data }, draft: undefined }
      : { draft: { ...state.draft, status } };
  const next = nextVersion(ctx, caller, state, change);
  saveState(ctx, next, false);
  emitContentEvent(ctx, statusEvent(from, status), next, caller, { status });
  return next;
}

/** Replaces (PUT) or merges (PATCH, per field and partition) the editing data; unchanged data creates no version. */
function applyUpdate(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, state: ContentState, body: unknown, patch: boolean): ContentState {
  const before = editingData(state);
  let input = body;
  if (patch && body && typeof body === "object" && !Array.isArray(body)) {
    const merged: Record<string, unknown> = structuredClone(before);
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
  if (canonical(data) === canonical(before)) return state;
  const next = nextVersion(ctx, caller, state, state.draft ? { draft: { ...state.draft, data } } : { current: { ...state.current, data } });
  saveState(ctx, next, false);
  emitContentEvent(ctx, "Updated", next, caller, { dataOld: before });
  return next;
}

function insertNew(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, id: string, data: ContentData): ContentState {
  const now = storedNow(ctx.options.now);
  const state: ContentState = {
    id,
    schemaId: schema.id,
    schemaName: schema.name,
    current: { status: "Draft", data },
    version: 0,
    created: now,
    createdBy: actor(caller),
    lastModified: now,
    lastModifiedBy: actor(caller),
  };
  saveState(ctx, state, true);
  emitContentEvent(ctx, "Created", state, caller);
  return state;
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
    checkNewId(ctx, id);
    const state = insertNew(ctx, caller, schema, id, data);
    return editingView(opts.status ? moveStatus(ctx, caller, state, opts.status) : state);
  });
}

/**
 * PUT (replace) or PATCH (merge per field and partition) of the editing data: the draft's while a
 * published item has one, so the published data stays as it is. Unchanged data creates no version.
 * Answers the editing view.
 */
export function updateContent(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  id: string,
  body: unknown,
  opts: { patch: boolean; expectedVersion?: number },
): ContentRecord {
  return transaction(ctx.db, () => editingView(applyUpdate(ctx, caller, schema, loadForWrite(ctx, schema, id, opts.expectedVersion), body, opts.patch)));
}

/**
 * Squidex upsert (`POST …/{id}`): creates item `id` when it does not exist, else updates (or with
 * `patch` merges) its editing data; then moves it to `status` when that differs from its editing
 * status. Answers the editing view.
 */
export function upsertContent(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  id: string,
  body: unknown,
  opts: { patch: boolean; status?: ContentStatus; expectedVersion?: number },
): ContentRecord {
  return transaction(ctx.db, () => {
    const existing = findState(ctx, schema, id);
    checkVersion(existing, opts.expectedVersion);
    if (!existing) checkNewId(ctx, id);
    let state = existing
      ? applyUpdate(ctx, caller, schema, existing, body, opts.patch)
      : insertNew(ctx, caller, schema, id, validateData(body, schema, ctx.options.languages));
    if (opts.status) state = moveStatus(ctx, caller, state, opts.status);
    return editingView(state);
  });
}

/** PUT …/status along the default workflow, from the editing status (see `moveStatus`). */
export function changeStatus(
  ctx: ServiceContext,
  caller: Caller,
  schema: SchemaRecord,
  id: string,
  status: ContentStatus,
  expectedVersion?: number,
): ContentRecord {
  return transaction(ctx.db, () => editingView(moveStatus(ctx, caller, loadForWrite(ctx, schema, id, expectedVersion), status)));
}

/** Deletes an item with its draft and history. */
export function deleteContent(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, id: string, expectedVersion?: number): void {
  transaction(ctx.db, () => {
    const current = loadForWrite(ctx, schema, id, expectedVersion);
    removeState(ctx, id);
    emitContentEvent(ctx, "Deleted", nextVersion(ctx, caller, current, {}), caller);
  });
}
