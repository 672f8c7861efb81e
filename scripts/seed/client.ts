import type { SchemaDto } from "./schema-dsl.ts";

/** Anything with a web-standard fetch: the embedded service or a wrapper around global fetch. */
export interface FetchTarget {
  fetch(request: Request): Response | Promise<Response>;
}

/** Where and as whom the seeder writes. */
export interface Connection {
  baseUrl: string;
  app: string;
  clientId: string;
  clientSecret: string;
}

/** A failed call, with what was being written and the service's `details`. */
export class SeedError extends Error {
  readonly status: number;
  readonly details: string[];
  constructor(what: string, status: number, message: string, details: string[]) {
    super(`${what} failed: HTTP ${status}${message ? ` ${message}` : ""}${details.length ? `\n  - ${details.join("\n  - ")}` : ""}`);
    this.name = "SeedError";
    this.status = status;
    this.details = details;
  }
}

async function failure(what: string, response: Response): Promise<SeedError> {
  const text = await response.text().catch(() => "");
  let message = "";
  let details: string[] = [];
  try {
    const body = JSON.parse(text) as { message?: unknown; details?: unknown; error?: unknown; error_description?: unknown };
    message = String(body.message ?? body.error_description ?? body.error ?? "");
    if (Array.isArray(body.details)) details = body.details.map(String);
  } catch {
    message = text.slice(0, 300);
  }
  return new SeedError(what, response.status, message, details);
}

/** The Squidex calls the seeder makes, with one token fetched up front and renewed once on 401. */
export function createSeedClient(target: FetchTarget, connection: Connection) {
  const base = connection.baseUrl.replace(/\/+$/, "");
  const app = encodeURIComponent(connection.app);
  let token: string | undefined;

  async function fetchToken(): Promise<string> {
    const response = await target.fetch(
      new Request(`${base}/identity-server/connect/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "client_credentials",
          client_id: connection.clientId,
          client_secret: connection.clientSecret,
          scope: "squidex-api",
        }),
      }),
    );
    if (!response.ok) throw await failure(`Getting a token for client ${connection.clientId}`, response);
    const body = (await response.json()) as { access_token?: unknown };
    if (typeof body.access_token !== "string") throw new SeedError("Getting a token", response.status, "no access_token in the answer", []);
    return body.access_token;
  }

  async function call(what: string, path: string, init: RequestInit = {}, allow404 = false): Promise<Response | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      token ??= await fetchToken();
      const headers = new Headers(init.headers);
      headers.set("authorization", `Bearer ${token}`);
      const response = await target.fetch(new Request(`${base}${path}`, { ...init, headers }));
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        token = undefined;
        continue;
      }
      if (allow404 && response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw await failure(what, response);
      return response;
    }
    throw new SeedError(what, 401, "token refused twice", []);
  }

  const json = (body: unknown): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  return {
    /** Fetches the token now, so a wrong secret fails before anything else. */
    async connect(): Promise<void> {
      token = await fetchToken();
    },
    /** The schema's id, or undefined when it does not exist (404). */
    async schemaId(name: string): Promise<string | undefined> {
      const response = await call(`Reading schema ${name}`, `/api/apps/${app}/schemas/${encodeURIComponent(name)}`, {}, true);
      return response ? ((await response.json()) as { id: string }).id : undefined;
    },
    /** Creates a published schema; returns its id. */
    async createSchema(dto: SchemaDto): Promise<string> {
      const response = (await call(`Creating schema ${dto.name}`, `/api/apps/${app}/schemas`, json(dto)))!;
      return ((await response.json()) as { id: string }).id;
    },
    /** Creates a published content item (with a custom id when given); returns its id. */
    async createContent(schema: string, data: unknown, options: { id?: string; label?: string } = {}): Promise<string> {
      const query = new URLSearchParams({ publish: "true", ...(options.id ? { id: options.id } : {}) });
      const what = `Creating ${schema} item ${options.label ?? options.id ?? ""}`.trimEnd();
      const response = (await call(what, `/api/content/${app}/${encodeURIComponent(schema)}?${query}`, json(data)))!;
      return ((await response.json()) as { id: string }).id;
    },
    /** Uploads one file as an asset; returns the asset id. */
    async uploadAsset(fileName: string, type: string, bytes: Uint8Array<ArrayBuffer>, id?: string): Promise<string> {
      const form = new FormData();
      form.append("file", new File([bytes], fileName, { type }));
      const query = id ? `?id=${encodeURIComponent(id)}` : "";
      const response = (await call(`Uploading asset ${fileName}`, `/api/apps/${app}/assets${query}`, { method: "POST", body: form }))!;
      return ((await response.json()) as { id: string }).id;
    },
    /** Number of items of a schema (`total` of a one-item page, drafts included). */
    async count(schema: string): Promise<number> {
      const response = (await call(`Counting ${schema}`, `/api/content/${app}/${encodeURIComponent(schema)}?$top=1`, {
        headers: { "X-Unpublished": "true" },
      }))!;
      return ((await response.json()) as { total: number }).total;
    },
  };
}

/** The client type. */
export type SeedClient = ReturnType<typeof createSeedClient>;

/** Runs `fn` over `items` with at most `limit` calls in flight; rejects on the first failure. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
