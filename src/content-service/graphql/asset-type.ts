import { GraphQLBoolean, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from "graphql";
import type { AssetQuery } from "../assets/list-assets.ts";
import type { AssetRecord } from "../types.ts";
import { kindOf, extensionOf } from "../assets/file-kinds.ts";
import { InstantScalar, JsonScalar } from "./scalars.ts";

/** Where asset resolvers get assets from; built per request (it checks the caller's permission). */
export interface AssetSource {
  list(query: AssetQuery): { total: number; items: AssetRecord[] };
  get(id: string): AssetRecord | undefined;
  /** Server-relative content URL, `/api/assets/{app}/{id}/{slug}`. */
  url(asset: AssetRecord): string;
}

type Ctx = { assets: AssetSource };
const nonNull = <T extends import("graphql").GraphQLNullableType>(t: T) => new GraphQLNonNull(t);
const pixel = (key: string) => (a: AssetRecord) => (typeof a.metadata[key] === "number" ? a.metadata[key] : null);

const AssetType = new GraphQLObjectType<AssetRecord, Ctx>({
  name: "Asset",
  fields: {
    id: { type: nonNull(GraphQLString) },
    version: { type: nonNull(GraphQLInt) },
    created: { type: nonNull(InstantScalar) },
    createdBy: { type: nonNull(GraphQLString) },
    lastModified: { type: nonNull(InstantScalar) },
    lastModifiedBy: { type: nonNull(GraphQLString) },
    parentId: { type: nonNull(GraphQLString) },
    fileName: { type: nonNull(GraphQLString) },
    fileHash: { type: nonNull(GraphQLString) },
    fileType: { type: nonNull(GraphQLString), resolve: (a) => extensionOf(a.fileName) },
    fileSize: { type: nonNull(GraphQLInt) },
    fileVersion: { type: nonNull(GraphQLInt) },
    mimeType: { type: nonNull(GraphQLString) },
    slug: { type: nonNull(GraphQLString) },
    isProtected: { type: nonNull(GraphQLBoolean) },
    isImage: { type: nonNull(GraphQLBoolean), resolve: (a) => kindOf(a.mimeType)?.type === "Image" },
    type: { type: nonNull(GraphQLString), resolve: (a) => kindOf(a.mimeType)?.type ?? "Unknown" },
    pixelWidth: { type: GraphQLInt, resolve: pixel("pixelWidth") },
    pixelHeight: { type: GraphQLInt, resolve: pixel("pixelHeight") },
    tags: { type: new GraphQLList(nonNull(GraphQLString)) },
    metadata: { type: JsonScalar },
    url: { type: nonNull(GraphQLString), resolve: (a, _, ctx) => ctx.assets.url(a) },
  },
});

const args = {
  top: { type: GraphQLInt },
  skip: { type: GraphQLInt, defaultValue: 0 },
  filter: { type: GraphQLString },
  orderby: { type: GraphQLString },
};

function toAssetQuery(a: Record<string, unknown>): AssetQuery {
  return {
    top: typeof a.top === "number" ? Math.max(0, Math.min(a.top, 200)) : undefined,
    skip: typeof a.skip === "number" ? Math.max(0, a.skip) : undefined,
    filter: typeof a.filter === "string" ? a.filter : undefined,
    orderby: typeof a.orderby === "string" ? a.orderby : undefined,
  };
}

/** `findAsset`, `queryAssets` and `queryAssetsWithTotal`, as in Squidex. */
export function assetQueryFields(): GraphQLFieldConfigMap<unknown, Ctx> {
  return {
    findAsset: { type: AssetType, args: { id: { type: nonNull(GraphQLString) } }, resolve: (_, a, ctx) => ctx.assets.get(a.id as string) ?? null },
    queryAssets: {
      type: new GraphQLList(nonNull(AssetType)),
      args,
      resolve: (_, a, ctx) => ctx.assets.list({ ...toAssetQuery(a), noTotal: true }).items,
    },
    queryAssetsWithTotal: {
      type: new GraphQLObjectType({
        name: "AssetResultDto",
        fields: { total: { type: nonNull(GraphQLInt) }, items: { type: new GraphQLList(nonNull(AssetType)) } },
      }),
      args,
      resolve: (_, a, ctx) => ctx.assets.list(toAssetQuery(a)),
    },
  };
}
