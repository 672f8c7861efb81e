import type * as v from "valibot";
import { HttpError } from "../errors/http-error.ts";
import type { User } from "../auth/users.ts";
import { allowedContentUrl, type AllowedContentUrl } from "../cms/allowed-url.ts";
import { cached, type CacheKeyParts } from "../cms/cache.ts";
import { isCmsError } from "../cms/cms-error.ts";
import { assertNoPrivateProbe, withoutPrivateFields } from "../cms/private-fields.ts";
import { isPublicSchema, privateFields } from "../cms/public-schemas.ts";
import { contentListSchema, JsonObjectSchema } from "../cms/responses.ts";
import type { Services } from "../services.ts";
import { thirdPartyScripts } from "../cms/third-party.ts";
import type { AssetsBody, ContentItemBody, GraphqlBody, RestBody, SchemasBody, ThirdPartyBody } from "./bodies.ts";
import { assertPublicSource, assertReadOnlyQuery } from "./graphql-guard.ts";

/** A content list as `/api/rest` hands it on: its items are passed through as they are (flattened, or with only some fields). */
const ItemList = contentListSchema(JsonObjectSchema);

/** Maps content-service failures to catalog errors; the upstream text never reaches the client. */
export async function upstream<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isCmsError(error)) {
      if (error.status === 404) throw new HttpError("NotFound");
      if (error.status === 400) throw new HttpError("BadRequest");
      console.error("content service error", error.message);
      throw new HttpError("UpstreamError");
    }
    throw error;
  }
}

/**
 * Validates `url` against the allow-list and the caller's rights: anonymous callers read public
 * schemas only, and may not search, filter or sort by their private fields.
 */
function checkUrl(app: string, url: string, user: User | undefined): AllowedContentUrl {
  const allowed = allowedContentUrl(url, app);
  if (!allowed) throw new HttpError("UrlNotAllowed");
  if (!user && !isPublicSchema(allowed.schema)) throw new HttpError("Forbidden");
  if (!user) assertNoPrivateProbe(allowed.schema, allowed.query);
  return allowed;
}

/** Whether an answer to `user` for `schema` keeps private fields: an editor's, of a schema that has some. */
const keepsPrivate = (schema: string, user: User | undefined) => user !== undefined && privateFields(schema).length > 0;

/** The answer as `user` may read it: anonymous callers get it without the schema's private fields. */
const forReader = <T>(schema: string, user: User | undefined, answer: T): T => (user ? answer : withoutPrivateFields(schema, answer));

/**
 * What a `/api/rest` request reads: the allow-listed url, whether drafts are included, and its
 * cache key parts. Throws the catalog error for a refused url. Shared with the production
 * server's cached-hit fast path, so both compute the same key.
 */
export function restTarget(app: string, input: v.InferOutput<typeof RestBody>, user: User | undefined) {
  const allowed = checkUrl(app, input.url, user);
  // Drafts only for editors; an anonymous `unpublished: true` is read as published.
  const unpublished = input.unpublished && user !== undefined;
  const parts: CacheKeyParts = {
    kind: "rest",
    url: allowed.path,
    language: input.language,
    unpublished,
    query: allowed.query.toString(),
    withPrivate: keepsPrivate(allowed.schema, user),
  };
  return { allowed, unpublished, parts };
}

/** `POST /api/rest`: a content list `{ items, total }` (a single item for the `{id}` form). */
export async function restQuery(services: Services, input: v.InferOutput<typeof RestBody>, user: User | undefined) {
  const { allowed, unpublished, parts } = restTarget(services.config.app, input, user);
  return cached(services.cache, parts, input.cache, () =>
    upstream(async () => {
      const options = { language: input.language, flatten: true, unpublished };
      if (allowed.id) return forReader(allowed.schema, user, { items: [await services.cms.read(allowed.path, options)], total: 1 });
      const { items, total } = await services.cms.read(allowed.path, options, ItemList);
      return forReader(allowed.schema, user, { items, total });
    }),
  );
}

/** `POST /api/getcontentitem`: one published item, flattened for `language`. */
export async function contentItem(services: Services, input: v.InferOutput<typeof ContentItemBody>, user: User | undefined) {
  const allowed = checkUrl(services.config.app, input.url, user);
  if (allowed.id || allowed.query.size > 0) throw new HttpError("UrlNotAllowed");
  const path = `${allowed.path}/${input.id}`;
  const parts = { kind: "item", url: path, language: input.language, unpublished: false, withPrivate: keepsPrivate(allowed.schema, user) };
  return cached(services.cache, parts, input.cache, () =>
    upstream(async () => forReader(allowed.schema, user, await services.cms.read(path, { language: input.language, flatten: true }))),
  );
}

/** `POST /api/getassets`: the app's assets `{ items, total }`. */
export async function assetList(services: Services, input: v.InferOutput<typeof AssetsBody>) {
  return cached(services.cache, { kind: "assets", language: input.language, unpublished: false }, input.cache, () =>
    upstream(async () => {
      const { items, total } = await services.cms.assets.list("$top=200");
      return { items, total };
    }),
  );
}

/** `POST /api/schemas`: `{ items }`, the app's schemas; anonymous callers see the public ones only. */
export async function schemaList(services: Services, input: v.InferOutput<typeof SchemasBody>, user: User | undefined) {
  const kind = user ? "schemas" : "public-schemas";
  return cached(services.cache, { kind, language: input.language, unpublished: false }, input.cache, () =>
    upstream(async () => {
      const { items } = await services.cms.schemas.list();
      return { items: user ? items : items.filter((schema) => isPublicSchema(schema.name)) };
    }),
  );
}

/**
 * `POST /api/graphql`: the query's `data`; read-only queries only, introspection for editors only.
 * Anonymous queries must be valid against the anonymous schema (public schemas, published data,
 * no `version`): the site's client may read everything, so this check is what keeps private
 * schemas and unpublished versions from visitors.
 */
export async function graphqlQuery(services: Services, input: v.InferOutput<typeof GraphqlBody>, user: User | undefined) {
  const document = assertReadOnlyQuery(input.graphquery, user !== undefined);
  if (!user) assertPublicSource(await upstream(() => services.publicGraphql.schema()), input.graphquery, document);
  const parts = { kind: "graphql", language: input.language, unpublished: false, graphquery: input.graphquery, key: input.key };
  return cached(services.cache, parts, input.cache, () => upstream(() => services.cms.graphql(input.graphquery, undefined, { language: input.language })));
}

/**
 * `POST /api/getThirdPartyScripts`: `{ items }`, the allow-listed script entries of the
 * `global-settings` content named by `url` (which must be a `global-settings` read path).
 */
export async function thirdPartyScriptList(services: Services, input: v.InferOutput<typeof ThirdPartyBody>, user: User | undefined) {
  const allowed = checkUrl(services.config.app, input.url, user);
  if (allowed.schema !== "global-settings") throw new HttpError("UrlNotAllowed");
  return cached(services.cache, { kind: "third-party", url: allowed.path, language: input.language, unpublished: false }, input.cache, () =>
    upstream(async () => {
      const options = { language: input.language };
      const items = allowed.id ? [await services.cms.read(allowed.path, options)] : (await services.cms.read(allowed.path, options, ItemList)).items;
      return { items: thirdPartyScripts(items) };
    }),
  );
}
