import type { GraphQLSchema } from "graphql";
import type { ServiceContext } from "../context.ts";
import { listSchemas, schemasVersion } from "../schemas/store.ts";
import { buildGraphQLSchema } from "./build-schema.ts";

const cache = new WeakMap<ServiceContext, { version: string; schema: GraphQLSchema }>();

/** The app's GraphQL schema, rebuilt only when `schemasVersion` changes. */
export function graphQLSchemaFor(ctx: ServiceContext): GraphQLSchema {
  const version = schemasVersion(ctx);
  const hit = cache.get(ctx);
  if (hit && hit.version === version) return hit.schema;
  const schema = buildGraphQLSchema(listSchemas(ctx), ctx.options.languages, ctx.options.app);
  cache.set(ctx, { version, schema });
  return schema;
}
