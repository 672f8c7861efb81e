import {
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
} from "graphql";
import type { ContentQuery } from "../contents/query.ts";
import type { AppLanguage, ContentRecord, SchemaRecord } from "../types.ts";
import { assetQueryFields } from "./asset-type.ts";
import { contentType, typeSuffixes } from "./content-type.ts";
import { NameAllocator, pascalCase, RESERVED_TYPE_NAMES } from "./names.ts";

/** Largest page a GraphQL list query returns, whatever `top` asks for. */
const MAX_TOP = 200;

/** Where resolvers get contents from; built per request so it carries the caller's publish state. */
export interface ContentSource {
  query(schema: SchemaRecord, query: ContentQuery, withTotal: boolean): { total: number; items: ContentRecord[] };
  find(schema: SchemaRecord, id: string, version?: number): ContentRecord | undefined;
}

/** The `contextValue` every resolver receives. */
export interface GraphQLContext {
  contents: ContentSource;
  assets: import("./asset-type.ts").AssetSource;
}

const listArgs: GraphQLFieldConfigArgumentMap = {
  top: { type: GraphQLInt, description: `Items to return; at most ${MAX_TOP}.` },
  skip: { type: GraphQLInt, defaultValue: 0 },
  filter: { type: GraphQLString, description: "OData filter, e.g. data/slug/iv eq 'home'." },
  orderby: { type: GraphQLString, description: "OData order, e.g. created desc." },
  search: { type: GraphQLString, description: "Full-text search." },
};

/** Turns GraphQL list arguments into a content query, clamping `top` to 0…MAX_TOP. */
function toContentQuery(args: Record<string, unknown>): ContentQuery {
  const top = typeof args.top === "number" ? Math.max(0, Math.min(args.top, MAX_TOP)) : undefined;
  const skip = typeof args.skip === "number" ? Math.max(0, args.skip) : undefined;
  const text = (key: string) => (typeof args[key] === "string" && args[key] ? (args[key] as string) : undefined);
  return { top, skip, filter: text("filter"), orderby: text("orderby"), search: text("search") };
}

/**
 * The GraphQL schema for an app: per published, non-component schema `T` the fields
 * `query{T}Contents`, `query{T}ContentsWithTotal` and `find{T}Content` (plus `find{T}Singleton`
 * for singletons), and the asset queries. Pure: data comes through the context at execution time.
 */
export function buildGraphQLSchema(schemas: readonly SchemaRecord[], languages: AppLanguage[], app: string): GraphQLSchema {
  const names = new NameAllocator(RESERVED_TYPE_NAMES);
  const fields: GraphQLFieldConfigMap<unknown, GraphQLContext> = {};
  const visible = schemas
    .filter((s) => s.isPublished && s.type !== "Component")
    .sort((a, b) => a.created.localeCompare(b.created) || a.name.localeCompare(b.name));
  for (const schema of visible) {
    const name = names.allocate(pascalCase(schema.name), typeSuffixes(schema));
    const type = contentType(schema, name, languages, app);
    const items = new GraphQLList(new GraphQLNonNull(type));
    fields[`find${name}Content`] = {
      type,
      args: { id: { type: new GraphQLNonNull(GraphQLString) }, version: { type: GraphQLInt } },
      resolve: (_, args, ctx) => ctx.contents.find(schema, args.id as string, args.version as number | undefined) ?? null,
    };
    if (schema.type === "Singleton") {
      fields[`find${name}Singleton`] = {
        type,
        args: { version: { type: GraphQLInt } },
        resolve: (_, args, ctx) => ctx.contents.find(schema, schema.id, args.version as number | undefined) ?? null,
      };
    }
    fields[`query${name}Contents`] = {
      type: items,
      args: listArgs,
      resolve: (_, args, ctx) => ctx.contents.query(schema, toContentQuery(args), false).items,
    };
    fields[`query${name}ContentsWithTotal`] = {
      type: new GraphQLObjectType({
        name: `${name}ResultDto`,
        fields: { total: { type: new GraphQLNonNull(GraphQLInt) }, items: { type: items } },
      }),
      args: listArgs,
      resolve: (_, args, ctx) => ctx.contents.query(schema, toContentQuery(args), true),
    };
  }
  Object.assign(fields, assetQueryFields());
  return new GraphQLSchema({ query: new GraphQLObjectType({ name: "Query", fields }) });
}
