import type { Caller, ContentRecord, ContentStatus, SchemaRecord, AppLanguage } from "../types.ts";
import { can } from "../permissions.ts";
import { instant } from "../dates.ts";
import { shapeData, type ShapeOptions } from "./shape.ts";
import { nextStatuses } from "./workflow.ts";

/** Squidex default workflow colours. */
export const STATUS_COLORS: Record<ContentStatus, string> = { Draft: "#8091a5", Archived: "#eb3142", Published: "#4bb958" };

/** The `statuses` of every ContentsDto (default workflow). */
export const STATUSES = (["Archived", "Draft", "Published"] as const).map((status) => ({ status, color: STATUS_COLORS[status] }));

/**
 * Squidex ContentDto with `_links` for what the caller may do next: `delete`, `draft/create` on a
 * published item without a (visible) draft, `draft/delete` while it has one; with `X-ResolveFlow`
 * also `update`, `patch` and the status steps from the editing status (the draft's, if any). Squidex
 * works out the workflow for its own UI or on that header only, so an API client gets no such links
 * without it (`EnrichWithWorkflows`, `ContentDto.CreateLinksAsync`).
 */
export function toContentDto(
  app: string,
  schema: SchemaRecord,
  record: ContentRecord,
  caller: Caller | undefined,
  languages: AppLanguage[],
  shape: ShapeOptions,
) {
  const self = `/api/content/${app}/${schema.name}/${encodeURIComponent(record.id)}`;
  const links: Record<string, { href: string; method: string; metadata?: string }> = { self: { href: self, method: "GET" } };
  if (record.version > 0) links.previous = { href: `${self}?version=${record.version - 1}`, method: "GET" };
  if (can(caller, "contents.write")) {
    if (shape.resolveFlow) {
      links.update = { href: self, method: "PUT" };
      links.patch = { href: self, method: "PATCH" };
    }
    links.delete = { href: self, method: "DELETE" };
    if (record.newStatus) links["draft/delete"] = { href: `${self}/draft`, method: "DELETE" };
    else if (record.status === "Published") links["draft/create"] = { href: `${self}/draft`, method: "POST" };
    const steps = shape.resolveFlow ? nextStatuses(record.newStatus ?? record.status) : [];
    for (const next of steps) links[`status/${next}`] = { href: `${self}/status`, method: "PUT", metadata: STATUS_COLORS[next] };
  }
  return {
    id: record.id,
    createdBy: record.createdBy,
    lastModifiedBy: record.lastModifiedBy,
    data: shapeData(record.data, schema, languages, shape),
    created: instant(record.created),
    lastModified: instant(record.lastModified),
    status: record.status,
    statusColor: STATUS_COLORS[record.status],
    ...(record.newStatus ? { newStatus: record.newStatus, newStatusColor: STATUS_COLORS[record.newStatus] } : {}),
    schemaId: schema.id,
    schemaName: schema.name,
    ...(typeof schema.properties.label === "string" ? { schemaDisplayName: schema.properties.label } : {}),
    isDeleted: false,
    version: record.version,
    _links: links,
  };
}
