import type { DatabaseSync } from "node:sqlite";
import type { Caller, ResolvedOptions } from "./types.ts";

/** Shared by every route of one service instance. */
export interface ServiceContext {
  db: DatabaseSync;
  options: ResolvedOptions;
  /** Queues the rule (webhook) deliveries for a content event; called inside the write's transaction. */
  emit(event: ContentEvent): void;
}

/**
 * What happened to a content item, after Squidex's domain events: the enriched kinds of
 * `ContentChangedTriggerHandler`, plus a draft of a published item created or deleted.
 */
export type ContentEventKind = "Created" | "Updated" | "Deleted" | "Published" | "Unpublished" | "StatusChanged" | "DraftCreated" | "DraftDeleted";

/** A content event as the rules turn it into a webhook payload (Squidex's `EnrichedContentEvent`). */
export interface ContentEvent {
  kind: ContentEventKind;
  schemaId: string;
  schemaName: string;
  contentId: string;
  actor: string;
  data: Record<string, unknown>;
  dataOld?: Record<string, unknown>;
  status: string;
  /** The draft's status while a published item has one. */
  newStatus?: string;
  version: number;
  created: string;
  lastModified: string;
  createdBy: string;
  lastModifiedBy: string;
}

/** One request as a route sees it. */
export interface RouteRequest {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** Undefined for anonymous callers. */
  caller: Caller | undefined;
  ctx: ServiceContext;
}

export interface Route {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path pattern with `:name` segments and an optional trailing `*rest`, e.g. `/api/content/:app/:schema/:id`. */
  path: string;
  handle(req: RouteRequest): Response | Promise<Response>;
}
