import type { ContentEventKind, ServiceContext } from "../context.ts";
import type { Caller, ContentData, ContentStatus } from "../types.ts";
import { actor } from "../permissions.ts";
import { editingData, type ContentState } from "./state.ts";

/**
 * Queues the rule event `kind` for `state` as Squidex enriches it: the item as loaded at the event's
 * version (editing data, current status, the draft's `newStatus`), then the event's own `status`
 * where the domain event has one (a status change's target, a new draft's status).
 */
export function emitContentEvent(
  ctx: ServiceContext,
  kind: ContentEventKind,
  state: ContentState,
  caller: Caller,
  extras: { dataOld?: ContentData; status?: ContentStatus } = {},
): void {
  ctx.emit({
    kind,
    schemaId: state.schemaId,
    schemaName: state.schemaName,
    contentId: state.id,
    actor: actor(caller),
    data: editingData(state),
    ...(extras.dataOld ? { dataOld: extras.dataOld } : {}),
    status: extras.status ?? state.current.status,
    ...(state.draft ? { newStatus: state.draft.status } : {}),
    version: state.version,
    created: state.created,
    lastModified: state.lastModified,
    createdBy: state.createdBy,
    lastModifiedBy: state.lastModifiedBy,
  });
}
