import { GraphQLClient, ClientError } from "graphql-request";
import { CmsError } from "./cms-error.ts";
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

export interface ContentList<T = Record<string, unknown>> {
  total: number;
  items: T[];
}

type Json = Record<string, unknown>;

const readHeaders = (o: ReadOptions = {}): Record<string, string> => ({
  ...(o.language ? { "X-Languages": o.language } : {}),
  ...(o.flatten ? { "X-Flatten": "true" } : {}),
  ...(o.unpublished ? { "X-Unpublished": "1" } : {}),
  ...(o.fields?.length ? { "X-Fields": o.fields.join(",") } : {}),
});

/** The `If-Match` header of a write that must apply to version `o.ifMatch` (none without one). */
const ifMatch = (o: { ifMatch?: number }): Record<string, string> => (o.ifMatch === undefined ? {} : { "If-Match": String(o.ifMatch) });

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

  async function json<T = Json>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await request(path, init);
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      throw new CmsError(response.status, `content service ${init.method ?? "GET"} ${path.split("?")[0]} → ${response.status} ${text.slice(0, 200)}`);
    }
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
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

  return {
    app,
    request,
    /** `GET {path}` (an app path, e.g. an allow-listed `api/content/…` read) as JSON; a non-2xx answer is a CmsError. */
    read: <T = Json>(path: string, o?: ReadOptions) => json<T>(path, { headers: readHeaders(o) }),
    contents: {
      /** `GET api/content/{app}/{schema}` with an optional OData or `q` query. */
      list: <T = Json>(schema: string, query?: URLSearchParams | string, o?: ReadOptions) =>
        json<ContentList<T>>(withQuery(`api/content/${enc(app)}/${enc(schema)}`, query), { headers: readHeaders(o) }),
      get: <T = Json>(schema: string, id: string, o?: ReadOptions) => json<T>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}`, { headers: readHeaders(o) }),
      /** `POST api/content/{app}/{schema}`; `id` asks for that content id (a 409 CmsError when it exists). */
      create: <T = Json>(schema: string, data: unknown, o: { publish?: boolean; id?: string } = {}) =>
        json<T>(`api/content/${enc(app)}/${enc(schema)}?publish=${o.publish ? "true" : "false"}${o.id ? `&id=${enc(o.id)}` : ""}`, jsonInit("POST", data)),
      update: <T = Json>(schema: string, id: string, data: unknown, o: { ifMatch?: number } = {}) =>
        json<T>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}`, jsonInit("PUT", data, ifMatch(o))),
      patch: <T = Json>(schema: string, id: string, data: unknown, o: { ifMatch?: number } = {}) =>
        json<T>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}`, jsonInit("PATCH", data, ifMatch(o))),
      status: <T = Json>(schema: string, id: string, status: "Draft" | "Published" | "Archived", o: { ifMatch?: number } = {}) =>
        json<T>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}/status`, jsonInit("PUT", { status }, ifMatch(o))),
      /** `DELETE api/content/{app}/{schema}/{id}/draft`: drops the pending draft of a published item (its published data stays). */
      deleteDraft: <T = Json>(schema: string, id: string, o: { ifMatch?: number } = {}) =>
        json<T>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}/draft`, { method: "DELETE", headers: ifMatch(o) }),
      delete: (schema: string, id: string, o: { ifMatch?: number } = {}) =>
        json<void>(`api/content/${enc(app)}/${enc(schema)}/${enc(id)}`, { method: "DELETE", headers: ifMatch(o) }),
    },
    schemas: {
      list: () => json<{ items: Json[] }>(`api/apps/${enc(app)}/schemas`),
      get: (name: string) => json<Json>(`api/apps/${enc(app)}/schemas/${enc(name)}`),
      /** `POST api/apps/{app}/schemas` with a Squidex `CreateSchemaDto`. */
      create: (dto: unknown) => json<Json>(`api/apps/${enc(app)}/schemas`, jsonInit("POST", dto)),
      /** `PUT api/apps/{app}/schemas/{name}/sync` with a Squidex `SynchronizeSchemaDto`: the schema made equal to it. */
      sync: (name: string, dto: unknown) => json<Json>(`api/apps/${enc(app)}/schemas/${enc(name)}/sync`, jsonInit("PUT", dto)),
    },
    assets: {
      list: (query?: URLSearchParams | string) => json<ContentList>(withQuery(`api/apps/${enc(app)}/assets`, query)),
      get: (id: string) => json<Json>(`api/apps/${enc(app)}/assets/${enc(id)}`),
    },
    /** A GraphQL query through graphql-request; GraphQL errors become a CmsError 400. */
    async graphql<T = Json>(query: string, variables?: Json, o?: ReadOptions): Promise<T> {
      try {
        return await graphqlClient(readHeaders(o)).request<T>(query, variables);
      } catch (error) {
        if (error instanceof ClientError) {
          const messages = (error.response.errors ?? []).map((e) => e.message).slice(0, 5);
          throw new CmsError(error.response.status === 200 ? 400 : error.response.status, messages.join("; ") || "GraphQL request failed");
        }
        throw error;
      }
    },
  };
}

/** The content client's interface. */
export type CmsClient = ReturnType<typeof createCmsClient>;
