import type { Route, RouteRequest } from "../context.ts";
import { badRequest } from "../errors.ts";
import { isPresent, json, readJson } from "../http.ts";
import { can, requirePermission } from "../permissions.ts";
import { queryContents } from "../contents/query.ts";
import { findById } from "../contents/read.ts";
import { getAsset } from "../assets/store.ts";
import { listAssets } from "../assets/list-assets.ts";
import type { GraphQLContext } from "../graphql/build-schema.ts";
import { runGraphQL, type GraphQLParams } from "../graphql/run-graphql.ts";
import { graphQLSchemaFor } from "../graphql/schema-cache.ts";

function contextFor({ request, caller, ctx }: RouteRequest): GraphQLContext {
  // Drafts need both the permission and the header; either alone yields published content only.
  const unpublished = can(caller, "contents.read.unpublished") && isPresent(request.headers, "X-Unpublished");
  const app = encodeURIComponent(ctx.options.app);
  const assetsAllowed = () => requirePermission(caller, "assets.read");
  return {
    contents: {
      query: (schema, query, withTotal) => queryContents(ctx, schema, query, { unpublished, noTotal: !withTotal }),
      find: (schema, id, version) => findById(ctx, schema, id, { unpublished, version }),
    },
    assets: {
      list: (query) => (assetsAllowed(), listAssets(ctx, query)),
      get: (id) => (assetsAllowed(), getAsset(ctx, id)),
      url: (asset) => `/api/assets/${app}/${encodeURIComponent(asset.id)}/${encodeURIComponent(asset.slug)}`,
    },
  };
}

function respond(req: RouteRequest, params: GraphQLParams): Response {
  requirePermission(req.caller, "contents.read");
  const result = runGraphQL(graphQLSchemaFor(req.ctx), params, {
    allowIntrospection: can(req.caller, "graphql.introspect"),
    context: contextFor(req),
  });
  return json(result.body, { status: result.status });
}

async function post(req: RouteRequest): Promise<Response> {
  requirePermission(req.caller, "contents.read");
  const body = (await readJson(req.request, req.ctx.options.maxJsonBytes)) as Record<string, unknown>;
  return respond(req, { query: body.query, variables: body.variables, operationName: body.operationName });
}

// Bounds the work one batch request can ask for; each entry still passes every per-query limit.
const MAX_BATCH = 10;

async function batch(req: RouteRequest): Promise<Response> {
  requirePermission(req.caller, "contents.read");
  const body = await readJson(req.request, req.ctx.options.maxJsonBytes, false);
  if (!Array.isArray(body) || body.length === 0 || body.length > MAX_BATCH) {
    throw badRequest(`A batch is a JSON array of 1 to ${MAX_BATCH} GraphQL requests.`);
  }
  const schema = graphQLSchemaFor(req.ctx);
  const options = { allowIntrospection: can(req.caller, "graphql.introspect"), context: contextFor(req) };
  const results = body.map((entry) => {
    const e = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
    return runGraphQL(schema, { query: e.query, variables: e.variables, operationName: e.operationName }, options).body;
  });
  return json(results);
}

function get(req: RouteRequest): Response {
  const p = req.url.searchParams;
  // The Squidex SDK's getGraphQL sends the query under this parameter name.
  const query = p.get("query") ?? p.get("The query string");
  let variables: unknown;
  const rawVariables = p.get("variables");
  if (rawVariables) {
    try {
      variables = JSON.parse(rawVariables);
    } catch {
      throw badRequest("The variables parameter is not valid JSON.");
    }
  }
  return respond(req, { query, variables, operationName: p.get("operationName") ?? undefined });
}

/**
 * GraphQL over HTTP at `/api/content/{app}/graphql`, as Squidex serves it: POST with JSON, GET with query
 * parameters, and POST `/graphql/batch` with an array (answered 200 with one result per entry).
 */
export const graphqlRoutes: Route[] = [
  { method: "POST", path: "/api/content/:app/graphql/batch", handle: batch },
  { method: "POST", path: "/api/content/:app/graphql", handle: post },
  { method: "GET", path: "/api/content/:app/graphql", handle: get },
];
