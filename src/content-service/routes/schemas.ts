import type { Route, RouteRequest } from "../context.ts";
import { badRequest, notFound } from "../errors.ts";
import { json, readJson } from "../http.ts";
import { can, requirePermission } from "../permissions.ts";
import { CreateSchemaSchema, SchemaPropertiesSchema, SyncSchemaSchema, parseBody } from "../schemas/body.ts";
import { changeSchema, compact, createSchema, syncSchema } from "../schemas/commands.ts";
import { toSchemaDto } from "../schemas/dto.ts";
import { deleteSchema, getSchema, listSchemas, schemaHasContents, type StoredSchema } from "../schemas/store.ts";

const base = (app: string) => `/api/apps/${app}/schemas`;

function respond({ ctx, caller }: RouteRequest, schema: StoredSchema, status = 200): Response {
  const headers: Record<string, string> = { etag: `"${schema.version}"` };
  if (status === 201) headers.location = `${base(ctx.options.app)}/${schema.name}`;
  return json(toSchemaDto(ctx.options.app, schema, caller), { status, headers });
}

function load(req: RouteRequest): StoredSchema {
  const schema = getSchema(req.ctx, req.params.schema!);
  if (!schema) throw notFound();
  return schema;
}

/** Squidex schema endpoints under `/api/apps/:app/schemas`. */
export const schemaRoutes: Route[] = [
  {
    method: "GET",
    path: "/api/apps/:app/schemas",
    handle(req) {
      requirePermission(req.caller, "schemas.read");
      const self = base(req.ctx.options.app);
      return json({
        items: listSchemas(req.ctx).map((s) => toSchemaDto(req.ctx.options.app, s, req.caller)),
        _links: { self: { href: self, method: "GET" }, ...(can(req.caller, "schemas.write") ? { create: { href: self, method: "POST" } } : {}) },
      });
    },
  },
  {
    method: "GET",
    path: "/api/apps/:app/schemas/:schema",
    handle(req) {
      requirePermission(req.caller, "schemas.read");
      return respond(req, load(req));
    },
  },
  {
    method: "POST",
    path: "/api/apps/:app/schemas",
    async handle(req) {
      requirePermission(req.caller, "schemas.write");
      const input = parseBody(CreateSchemaSchema, await readJson(req.request, req.ctx.options.maxJsonBytes));
      return respond(req, createSchema(req.ctx, req.caller, input), 201);
    },
  },
  {
    method: "PUT",
    path: "/api/apps/:app/schemas/:schema",
    async handle(req) {
      requirePermission(req.caller, "schemas.write");
      const input = parseBody(SchemaPropertiesSchema, await readJson(req.request, req.ctx.options.maxJsonBytes));
      return respond(
        req,
        changeSchema(req.ctx, req.caller, load(req), (s) => void (s.properties = compact({ ...input }))),
      );
    },
  },
  {
    method: "PUT",
    path: "/api/apps/:app/schemas/:schema/sync",
    async handle(req) {
      requirePermission(req.caller, "schemas.write");
      const input = parseBody(SyncSchemaSchema, await readJson(req.request, req.ctx.options.maxJsonBytes));
      return respond(req, syncSchema(req.ctx, req.caller, load(req), input));
    },
  },
  {
    // Squidex deletes a schema with its contents; the embedded service refuses while any content
    // item of it exists, so no content is lost by a delete (component schemas never hold items).
    method: "DELETE",
    path: "/api/apps/:app/schemas/:schema",
    handle(req) {
      requirePermission(req.caller, "schemas.write");
      const schema = load(req);
      if (schemaHasContents(req.ctx, schema.id)) throw badRequest("The schema still has content items; delete them first.");
      deleteSchema(req.ctx, schema.id);
      return new Response(null, { status: 204 });
    },
  },
  ...(["publish", "unpublish"] as const).map((action): Route => ({
    method: "PUT",
    path: `/api/apps/:app/schemas/:schema/${action}`,
    handle(req) {
      requirePermission(req.caller, "schemas.write");
      const schema = load(req);
      return respond(
        req,
        changeSchema(req.ctx, req.caller, schema, (s) => void (s.isPublished = action === "publish")),
      );
    },
  })),
];
