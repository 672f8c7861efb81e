import type { ContentStatus } from "../types.ts";
import type { ContentEventKind } from "../context.ts";

// Squidex's default workflow: Draft↔Published, Draft↔Archived, Published→Archived.
const TRANSITIONS: Record<ContentStatus, ContentStatus[]> = {
  Draft: ["Archived", "Published"],
  Published: ["Archived", "Draft"],
  Archived: ["Draft"],
};

export const STATUS_NAMES: readonly ContentStatus[] = ["Draft", "Published", "Archived"];

/** Statuses the default workflow allows after `status`. */
export const nextStatuses = (status: ContentStatus): ContentStatus[] => TRANSITIONS[status];

/** Whether the default workflow allows `from` → `to`. */
export const canMove = (from: ContentStatus, to: ContentStatus) => TRANSITIONS[from].includes(to);

/** The rule event of a status change: Published, Unpublished (from Published) or StatusChanged. */
export const statusEvent = (from: ContentStatus, to: ContentStatus): ContentEventKind =>
  to === "Published" ? "Published" : from === "Published" ? "Unpublished" : "StatusChanged";
