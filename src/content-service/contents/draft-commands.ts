import type { ServiceContext } from "../context.ts";
import type { Caller, ContentRecord, SchemaRecord } from "../types.ts";
import { badRequest } from "../errors.ts";
import { transaction } from "../../base/sqlite.ts";
import { editingStatus, editingView } from "./state.ts";
import { saveState } from "./store.ts";
import { emitContentEvent } from "./events.ts";
import { loadForWrite, nextVersion } from "./commands.ts";

/**
 * `POST …/{id}/draft` (Squidex `CreateContentDraft`): starts a new version of a published item, a
 * Draft holding a copy of the published data. The item stays Published and visible as it is; edits
 * and status changes now go to the draft. 400 (Squidex's message) unless the editing status is
 * Published, i.e. for an item that is not published or already has a draft. Version +1, event
 * `ContentDraftCreated`; answers the editing view.
 */
export function createDraft(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, id: string, expectedVersion?: number): ContentRecord {
  return transaction(ctx.db, () => {
    const state = loadForWrite(ctx, schema, id, expectedVersion);
    if (editingStatus(state) !== "Published") throw badRequest("You can only create a new version when the content is published.");
    const next = nextVersion(ctx, caller, state, { draft: { status: "Draft", data: structuredClone(state.current.data) } });
    saveState(ctx, next, false);
    emitContentEvent(ctx, "DraftCreated", next, caller, { status: "Draft" });
    return editingView(next);
  });
}

/**
 * `DELETE …/{id}/draft` (Squidex `DeleteContentDraft`): drops the draft of a published item, whose
 * published data stays. 400 (Squidex's message) when there is no draft. Version +1, event
 * `ContentDraftDeleted`; answers the item as it now is.
 */
export function deleteDraft(ctx: ServiceContext, caller: Caller, schema: SchemaRecord, id: string, expectedVersion?: number): ContentRecord {
  return transaction(ctx.db, () => {
    const state = loadForWrite(ctx, schema, id, expectedVersion);
    if (!state.draft) throw badRequest("There is nothing to delete.");
    const next = nextVersion(ctx, caller, state, { draft: undefined });
    saveState(ctx, next, false);
    emitContentEvent(ctx, "DraftDeleted", next, caller);
    return editingView(next);
  });
}
