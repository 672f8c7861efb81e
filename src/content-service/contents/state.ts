import type { ContentData, ContentRecord, ContentStatus } from "../types.ts";

/** One version of an item: its status and data. */
export interface ContentVersion {
  status: ContentStatus;
  data: ContentData;
}

/**
 * An item as the write side holds it (Squidex's `WriteContent`): the current version and, while a
 * published item is being reworked, the new version (`draft`). Updates and status changes apply to
 * the draft when there is one; publishing it makes it the current version.
 */
export interface ContentState extends Omit<ContentRecord, "status" | "newStatus" | "data"> {
  current: ContentVersion;
  draft?: ContentVersion;
}

/** The status edits and workflow steps start from (Squidex `EditingStatus`): the draft's, else the current one. */
export const editingStatus = (state: ContentState): ContentStatus => state.draft?.status ?? state.current.status;

/** The data edits start from (Squidex `EditingData`): the draft's, else the current data. */
export const editingData = (state: ContentState): ContentData => state.draft?.data ?? state.current.data;

/**
 * The item as editors see it (with `X-Unpublished`, and in every write's answer): the draft's data
 * and `newStatus` beside the current status.
 */
export function editingView(state: ContentState): ContentRecord {
  const { current, draft, ...meta } = state;
  return { ...meta, status: current.status, ...(draft ? { newStatus: draft.status } : {}), data: draft?.data ?? current.data };
}

/** The item as published-only readers see it: the current version, never the draft. */
export function publishedView(state: ContentState): ContentRecord {
  const { current, draft: _draft, ...meta } = state;
  return { ...meta, status: current.status, data: current.data };
}
