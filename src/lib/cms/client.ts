import { GraphQLClient, ClientError } from "graphql-request";
import * as v from "valibot";
import { formatIssues } from "../../base/issues.ts";
import { CmsError, errorDetails } from "./cms-error.ts";
import {
  AssetFolderListSchema,
  AssetFolderSchema,
  AssetListSchema,
  AssetSchema,
  ContentSchema,
  JsonObjectSchema,
  SchemaListSchema,
  SchemaSchema,
  contentListSchema,
} from "./responses.ts";
import { createTokenSource, type TokenSource } from "./token.ts";

export interface CmsClientOptions {
  /** Server root without trailing slash, e.g. `https://cloud.squidex.io` or `http://embedded`. */
  baseUrl: string;
  app: string;
  clientId: string;
  clientSecret: string;
  /** The transport: global fetch for a real Squidex, the embedded service's handler in-process. */
  fetch: typeof fetch;
  /** Clock for the token cache (tests). */
  now?: () => number;
}

/** Read options shared by the content calls. */
export interface ReadOptions {
  /** Sent as `X-Languages`; with `flatten` the service resolves each field to this language. */
  language?: string;
  flatten?: boolean;
  unpublished?: boolean;
  /** Sent as `X-Fields`: only these data fields come back (e.g. a list without the block trees). */
  fields?: readonly string[];
}

type Json = Record<string, unknown>;
type Schema = v.GenericSchema;

const CONTENT_LIST = contentListSchema(ContentSchema);

/**
 * `body` as `schema` has it, or a CmsError 502 naming the call and the first problems: an answer
 * the site does not understand fails here, at the boundary, never deep inside a caller.
 */
function checked<S extends Schema>(schema: S, body: unknown, call: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const problems = formatIssues(result.issues);
  const more = problems.length > 3 ? ` (and ${problems.length - 3} more)` : "";
  throw new CmsError(502, `content service ${call} answered in an unexpected form: ${problems.slice(0, 3).join("; ")}${more}`);
}

const readHeaders = (o: ReadOptions = {}): Record<string, string> => ({
  ...(o.language ? { "X-Languages": o.language } : {}),
  ...(o.flatten ? { "X-Flatten": "true" } : {}),
  ...(o.unpublished ? { "X-Unpublished": "1" } : {}),
  ...(o.fields?.length ? { "X-Fields": o.fields.join(",") } : {}),
});

/** The `If-Match` header of a write that must apply to version `o.ifMatch` (none without one). */
const ifMatch = (o: { ifMatch?: number }): Record<string, string> => (o.ifMatch === undefined ? {} : { "If-Match": String(o.ifMatch) });

/** A multipart body with `file` as its part `file` (its name and type become the part's), as Squidex reads uploads. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.set("file", file, file.name);
  return form;
}

const jsonInit = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/**
 * A client over the Squidex HTTP API. Adds the bearer token itself (cached, renewed once on a
 * 401/403, then the call is retried once) and never follows redirects (a 3xx is an error).
 */
export function createCmsClient(options: CmsClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const { app } = options;
  const tokens: TokenSource = createTokenSource({ ...options, baseUrl });
  const enc = encodeURIComponent;

  /**
   * One authenticated call to `{baseUrl}/{path}`. The body must be replayable (string, bytes,
   * FormData, URLSearchParams), since a 401/403 retries the call once with a fresh token.
   */
  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = `${baseUrl}/${path.replace(/^\/+/, "")}`;
    const send = async (token: string) => {
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      const response = await options.fetch(url, { ...init, headers, redirect: "manual" });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel().catch(() => {});
        throw new CmsError(response.status, "the content service answered with a redirect, which is never followed");
      }
      return response;
    };
    const token = await tokens.get();
    const first = await send(token);
    if (first.status !== 401 && first.status !== 403) return first;
    await first.body?.cancel().catch(() => {});
    tokens.invalidate(token);
    return send(await tokens.get());
  }

  /** The call's JSON answer, checked against `schema`; a non-2xx answer is a CmsError with its status, one that is not JSON or not of the schema a CmsError 502. */
  async function json<S extends Schema>(path: string, init: RequestInit, schema: S): Promise<v.InferOutput<S>> {
    const response = await ok(path, init);
    const call = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CmsError(502, `content service ${call} answered with a body that is not JSON`);
    }
    return checked(schema, body, call);
  }

  /** The call's answer when it succeeded (2xx); otherwise a CmsError with the status, the start of the answer and all its details. */
  async function ok(path: string, init: RequestInit): Promise<Response> {
    const response = await request(path, init);
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new CmsError(
        response.status,
        `content service ${init.method ?? "GET"} ${path.split("?")[0]} → ${response.status} ${text.slice(0, 200)}`,
        errorDetails(text),
      );
    }
    return response;
  }

  const withQuery = (path: string, query?: URLSearchParams | string) => {
    const q = typeof query === "string" ? query : query?.toString();
    return q ? `${path}?${q}` : path;
  };

  const graphqlClient = (headers: Record<string, string>) =>
    new GraphQLClient(`${baseUrl}/api/content/${enc(app)}/graphql`, {
      headers,
      // Route graphql-request through `request` so it shares the token and the no-redirect rule.
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
        return request(`${url.pathname}${url.search}`, init);
      }) as typeof fetch,
    });

  const content = (schema: string, id?: string, rest = "") => `api/content/${enc(app)}/${enc(schema)}${id === undefined ? "" : `/${enc(id)}`}${rest}`;

  /*
   * Every answer is checked against a schema of what the site reads (./responses.ts); a caller that
   * reads more passes its own schema for the item (`item`) or the answer, and gets its output type.
   */
  return {
    app,
    request,
    /** `GET {path}` (an app path, e.g. an allow-listed `api/content/…` read) as JSON, checked against `schema` (any JSON object without one). */
    read: <S extends Schema = typeof JsonObjectSchema>(path: string, o?: ReadOptions, schema?: S) =>
      json(path, { headers: readHeaders(o) }, (schema ?? JsonObjectSchema) as S),
    contents: {
      /** `GET api/content/{app}/{schema}` with an optional OData or `q` query; each item is checked against `item` (a `ContentDto` without one). */
      list: <S extends Schema = typeof ContentSchema>(schema: string, query?: URLSearchParams | string, o?: ReadOptions, item?: S) =>
        json(
          withQuery(content(schema), query),
          { headers: readHeaders(o) },
          (item ? contentListSchema(item) : CONTENT_LIST) as ReturnType<typeof contentListSchema<S>>,
        ),
      /** `GET api/content/{app}/{schema}/{id}?version={version}`: the item as it was at that version (drafts need `unpublished`). */
      version: <S extends Schema = typeof ContentSchema>(schema: string, id: string, version: number, o?: ReadOptions, item?: S) =>
        json(`${content(schema, id)}?version=${version}`, { headers: readHeaders(o) }, (item ?? ContentSchema) as S),
      /** `GET api/content/{app}/{schema}/{id}`, checked against `item` (a `ContentDto` without one). */
      get: <S extends Schema = typeof ContentSchema>(schema: string, id: string, o?: ReadOptions, item?: S) =>
        json(content(schema, id), { headers: readHeaders(o) }, (item ?? ContentSchema) as S),
      /** `POST api/content/{app}/{schema}`; `id` asks for that content id (a 409 CmsError when it exists). */
      create: (schema: string, data: unknown, o: { publish?: boolean; id?: string } = {}) =>
        json(`${content(schema)}?publish=${o.publish ? "true" : "false"}${o.id ? `&id=${enc(o.id)}` : ""}`, jsonInit("POST", data), ContentSchema),
      update: (schema: string, id: string, data: unknown, o: { ifMatch?: number } = {}) =>
        json(content(schema, id), jsonInit("PUT", data, ifMatch(o)), ContentSchema),
      patch: (schema: string, id: string, data: unknown, o: { ifMatch?: number } = {}) =>
        json(content(schema, id), jsonInit("PATCH", data, ifMatch(o)), ContentSchema),
      status: (schema: string, id: string, status: "Draft" | "Published" | "Archived", o: { ifMatch?: number } = {}) =>
        json(content(schema, id, "/status"), jsonInit("PUT", { status }, ifMatch(o)), ContentSchema),
      /** `DELETE api/content/{app}/{schema}/{id}/draft`: drops the pending draft of a published item (its published data stays). */
      deleteDraft: (schema: string, id: string, o: { ifMatch?: number } = {}) =>
        json(content(schema, id, "/draft"), { method: "DELETE", headers: ifMatch(o) }, ContentSchema),
      delete: async (schema: string, id: string, o: { ifMatch?: number } = {}): Promise<void> => {
        const response = await ok(content(schema, id), { method: "DELETE", headers: ifMatch(o) });
        await response.body?.cancel().catch(() => {});
      },
    },
    schemas: {
      list: () => json(`api/apps/${enc(app)}/schemas`, {}, SchemaListSchema),
      get: (name: string) => json(`api/apps/${enc(app)}/schemas/${enc(name)}`, {}, SchemaSchema),
      /** `POST api/apps/{app}/schemas` with a Squidex `CreateSchemaDto`. */
      create: (dto: unknown) => json(`api/apps/${enc(app)}/schemas`, jsonInit("POST", dto), SchemaSchema),
      /** `PUT api/apps/{app}/schemas/{name}/sync` with a Squidex `SynchronizeSchemaDto`: the schema made equal to it. */
      sync: (name: string, dto: unknown) => json(`api/apps/${enc(app)}/schemas/${enc(name)}/sync`, jsonInit("PUT", dto), SchemaSchema),
      /** `DELETE api/apps/{app}/schemas/{name}`. */
      delete: async (name: string): Promise<void> => {
        const response = await ok(`api/apps/${enc(app)}/schemas/${enc(name)}`, { method: "DELETE" });
        await response.body?.cancel().catch(() => {});
      },
    },
    assets: {
      list: (query?: URLSearchParams | string) => json(withQuery(`api/apps/${enc(app)}/assets`, query), {}, AssetListSchema),
      get: (id: string) => json(`api/apps/${enc(app)}/assets/${enc(id)}`, {}, AssetSchema),
      /** `POST api/apps/{app}/assets?ParentId=…`: one file as the multipart part `file` (Squidex returns an identical earlier upload instead of a copy). */
      upload: (file: File, o: { parentId?: string } = {}) =>
        json(
          withQuery(`api/apps/${enc(app)}/assets`, o.parentId ? new URLSearchParams({ ParentId: o.parentId }) : undefined),
          { method: "POST", body: fileForm(file) },
          AssetSchema,
        ),
      /** `PUT api/apps/{app}/assets/{id}` with an `AnnotateAssetDto` (`fileName`, `slug`, `metadata` — which replaces the whole metadata —, `tags`, `isProtected`). */
      annotate: (id: string, dto: { fileName?: string; slug?: string; metadata?: Json; tags?: string[] }) =>
        json(`api/apps/${enc(app)}/assets/${enc(id)}`, jsonInit("PUT", dto), AssetSchema),
      /** `PUT api/apps/{app}/assets/{id}/parent`: into folder `parentId` (the root id for the top). */
      move: (id: string, parentId: string) => json(`api/apps/${enc(app)}/assets/${enc(id)}/parent`, jsonInit("PUT", { parentId }), AssetSchema),
      /** `PUT api/apps/{app}/assets/{id}/content`: a new version of the file; the asset keeps its id and gets the next `fileVersion`. */
      replace: (id: string, file: File) => json(`api/apps/${enc(app)}/assets/${enc(id)}/content`, { method: "PUT", body: fileForm(file) }, AssetSchema),
      /** `DELETE api/apps/{app}/assets/{id}`; with `checkReferrers` the service refuses (400) while content mentions the asset. */
      delete: async (id: string, o: { checkReferrers?: boolean } = {}): Promise<void> => {
        const response = await ok(`api/apps/${enc(app)}/assets/${enc(id)}${o.checkReferrers ? "?checkReferrers=true" : ""}`, { method: "DELETE" });
        await response.body?.cancel().catch(() => {});
      },
      folders: {
        /** `GET api/apps/{app}/assets/folders?parentId=…`: the folders in `parentId` (the root without one) and the path to it. */
        list: (parentId?: string) =>
          json(withQuery(`api/apps/${enc(app)}/assets/folders`, parentId ? new URLSearchParams({ parentId }) : undefined), {}, AssetFolderListSchema),
        create: (folderName: string, parentId?: string) =>
          json(`api/apps/${enc(app)}/assets/folders`, jsonInit("POST", { folderName, ...(parentId ? { parentId } : {}) }), AssetFolderSchema),
        rename: (id: string, folderName: string) => json(`api/apps/${enc(app)}/assets/folders/${enc(id)}`, jsonInit("PUT", { folderName }), AssetFolderSchema),
        /** `DELETE api/apps/{app}/assets/folders/{id}`: the folder and, as Squidex does, every folder and asset inside it. */
        delete: async (id: string): Promise<void> => {
          const response = await ok(`api/apps/${enc(app)}/assets/folders/${enc(id)}`, { method: "DELETE" });
          await response.body?.cancel().catch(() => {});
        },
      },
    },
    /** A GraphQL query through graphql-request, its `data` checked against `schema` (any JSON object without one); GraphQL errors become a CmsError 400. */
    async graphql<S extends Schema = typeof JsonObjectSchema>(query: string, variables?: Json, o?: ReadOptions, schema?: S): Promise<v.InferOutput<S>> {
      let data: unknown;
      try {
        data = await graphqlClient(readHeaders(o)).request<unknown>(query, variables);
      } catch (error) {
        if (error instanceof ClientError) {
          const messages = (error.response.errors ?? []).map((e) => e.message).slice(0, 5);
          throw new CmsError(error.response.status === 200 ? 400 : error.response.status, messages.join("; ") || "GraphQL request failed");
        }
        throw error;
      }
      return checked((schema ?? JsonObjectSchema) as S, data, "POST graphql");
    },
  };
}

/** The content client's interface. */
export type CmsClient = ReturnType<typeof createCmsClient>;
