import type { Route, RouteRequest } from "../context.ts";
import type { ContentRecord, ContentStatus, SchemaRecord } from "../types.ts";
import { notFound, preconditionFailed, validationError } from "../errors.ts";
import { isPresent, json, jsonBytes, readJson } from "../http.ts";
import { can, requirePermission } from "../permissions.ts";
import { getSchema } from "../schemas/store.ts";
import { findById, selectPage } from "../contents/read.ts";
import { parseIds, parseUrlQuery } from "../contents/url-query.ts";
import { shapeFromHeaders } from "../contents/shape.ts";
import { toContentDto } from "../contents/dto.ts";
import { LIST_COLUMNS, listWriter, type ListRow } from "../contents/list-body.ts";
import { STATUS_NAMES } from "../contents/workflow.ts";
import { changeStatus, createContent, deleteContent, updateContent, upsertContent } from "../contents/commands.ts";
import { createDraft, deleteDraft } from "../contents/draft-commands.ts";

/** A published, non-component schema addressed by name or id; 404 otherwise. */
function loadSchema(req: RouteRequest): SchemaRecord {
  const schema = getSchema(req.ctx, req.params.schema!);
  if (!schema || !schema.isPublished || schema.type === "Component") throw notFound();
  return schema;
}

/** Drafts only for callers that may see them and asked with `X-Unpublished` (presence counts). */
const wantsUnpublished = (req: RouteRequest) => isPresent(req.request.headers, "X-Unpublished") && can(req.caller, "contents.read.unpublished");

/** `If-Match: "3"`, `3` or `W/"3"`; `*` or absent means no check; anything else can never match. */
function expectedVersion(request: Request): number | undefined {
  const raw = request.headers.get("if-match");
  if (raw === null || raw.trim() === "*" || raw.trim() === "") return undefined;
  const m = /^\s*(?:W\/)?"?(-?\d{1,15})"?\s*$/.exec(raw);
  if (!m) throw preconditionFailed();
  return Number(m[1]);
}

function one(req: RouteRequest, schema: SchemaRecord, record: ContentRecord, status = 200): Response {
  const dto = toContentDto(req.ctx.options.app, schema, record, req.caller, req.ctx.options.languages, shapeFromHeaders(req.request.headers));
  const headers: Record<string, string> = { etag: `"${record.version}"` };
  if (status === 201) headers.location = dto._links.self.href;
  return json(dto, { status, headers });
}

function list(req: RouteRequest, schema: SchemaRecord, params: URLSearchParams, ids?: string[]): Response {
  const { app, languages } = req.ctx.options;
  const query = parseUrlQuery(params, schema, languages, ids);
  const write = listWriter(app, schema, req.caller, languages, shapeFromHeaders(req.request.headers));
  const page = selectPage<ListRow>(
    req.ctx,
    schema,
    query,
    {
      unpublished: wantsUnpublished(req),
      noTotal: isPresent(req.request.headers, "X-NoTotal"),
      noSlowTotal: isPresent(req.request.headers, "X-NoSlowTotal"),
    },
    LIST_COLUMNS,
  );
  return jsonBytes(write(page.total, page.rows));
}

function parseStatus(value: unknown): ContentStatus {
  const match = STATUS_NAMES.find((s) => typeof value === "string" && s.toLowerCase() === value.toLowerCase());
  if (!match) throw validationError(["status: Not a valid status (Draft, Published or Archived)."]);
  return match;
}

/** `?status=` (preferred) or `?publish=true`, as Squidex reads the status of a create or upsert. */
function requestedStatus(sp: URLSearchParams): ContentStatus | undefined {
  return sp.get("status") ? parseStatus(sp.get("status")) : sp.get("publish")?.toLowerCase() === "true" ? "Published" : undefined;
}

function customId(raw: string): string {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(raw)) throw validationError(["id: Must be letters, digits, '-', '_' or '.' (at most 100)."]);
  return raw;
}

function parseVersion(url: URL): number | undefined {
  const raw = url.searchParams.get("version");
  if (raw === null || raw === "" || raw === "-2") return undefined;
  if (!/^\d{1,15}$/.test(raw)) throw validationError(["version: Must be a non-negative integer."]);
  return Number(raw);
}

/**
 * Squidex content endpoints under `/api/content/:app/:schema`. Reads without `X-Unpublished` (or
 * the permission for it) see published data only; writes answer the editing view (a draft's data
 * and `newStatus` while a published item has one).
 */
export const contentRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/content/:app/:schema",
    handle(req) {
      requirePermission(req.caller, "contents.read");
      return list(req, loadSchema(req), req.url.searchParams);
    },
  },
  {
    method: "POST",
    path: "/api/content/:app/:schema/query",
    async handle(req) {
      requirePermission(req.caller, "contents.read");
      const schema = loadSchema(req);
      const body = (await readJson(req.request, req.ctx.options.maxJsonBytes)) as Record<string, unknown>;
      const params = new URLSearchParams(typeof body.oData === "string" ? body.oData.replace(/^\?/, "") : "");
      if (body.q !== undefined && body.q !== null) params.set("q", typeof body.q === "string" ? body.q : JSON.stringify(body.q));
      let ids: string[] | undefined;
      if (Array.isArray(body.ids)) ids = body.ids.filter((id): id is string => typeof id === "string");
      else if (typeof body.ids === "string") ids = parseIds(body.ids);
      return list(req, schema, params, ids?.length ? ids : undefined);
    },
  },
  {
    method: "GET",
    path: "/api/content/:app/:schema/:id",
    handle(req) {
      requirePermission(req.caller, "contents.read");
      const schema = loadSchema(req);
      const record = findById(req.ctx, schema, req.params.id!, { unpublished: wantsUnpublished(req), version: parseVersion(req.url) });
      if (!record) throw notFound();
      return one(req, schema, record);
    },
  },
  {
    method: "POST",
    path: "/api/content/:app/:schema",
    async handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      const body = await readJson(req.request, req.ctx.options.maxJsonBytes);
      const sp = req.url.searchParams;
      const rawId = sp.get("id")?.trim();
      const id = rawId ? customId(rawId) : undefined;
      return one(req, schema, createContent(req.ctx, req.caller, schema, body, { id, status: requestedStatus(sp) }), 201);
    },
  },
  {
    // Squidex upsert: create item `id` or update it (`?patch=true` merges), then `?status=`/`?publish=true`.
    method: "POST",
    path: "/api/content/:app/:schema/:id",
    async handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      const body = await readJson(req.request, req.ctx.options.maxJsonBytes);
      const sp = req.url.searchParams;
      const record = upsertContent(req.ctx, req.caller, schema, customId(req.params.id!), body, {
        patch: sp.get("patch")?.toLowerCase() === "true",
        status: requestedStatus(sp),
        expectedVersion: expectedVersion(req.request),
      });
      return one(req, schema, record);
    },
  },
  ...(["PUT", "PATCH"] as const).map((method): Route => ({
    method,
    path: "/api/content/:app/:schema/:id",
    async handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      const body = await readJson(req.request, req.ctx.options.maxJsonBytes);
      const record = updateContent(req.ctx, req.caller, schema, req.params.id!, body, {
        patch: method === "PATCH",
        expectedVersion: expectedVersion(req.request),
      });
      return one(req, schema, record);
    },
  })),
  {
    method: "PUT",
    path: "/api/content/:app/:schema/:id/status",
    async handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      const body = (await readJson(req.request, req.ctx.options.maxJsonBytes)) as Record<string, unknown>;
      if (body.dueTime !== undefined && body.dueTime !== null) throw validationError(["dueTime: Scheduled status changes are not supported."]);
      const record = changeStatus(req.ctx, req.caller, schema, req.params.id!, parseStatus(body.status), expectedVersion(req.request));
      return one(req, schema, record);
    },
  },
  {
    // A new draft version of a published item (SDK `createDraft`).
    method: "POST",
    path: "/api/content/:app/:schema/:id/draft",
    handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      return one(req, schema, createDraft(req.ctx, req.caller, schema, req.params.id!, expectedVersion(req.request)));
    },
  },
  {
    // Drops the draft version (SDK `deleteVersion`).
    method: "DELETE",
    path: "/api/content/:app/:schema/:id/draft",
    handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      return one(req, schema, deleteDraft(req.ctx, req.caller, schema, req.params.id!, expectedVersion(req.request)));
    },
  },
  {
    method: "DELETE",
    path: "/api/content/:app/:schema/:id",
    handle(req) {
      requirePermission(req.caller, "contents.write");
      const schema = loadSchema(req);
      deleteContent(req.ctx, req.caller, schema, req.params.id!, expectedVersion(req.request));
      return new Response(null, { status: 204 });
    },
  },
];
