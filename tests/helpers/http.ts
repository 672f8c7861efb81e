import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { ADMIN, startSite, type Site } from "./site.ts";

/** Options for one request to the site. */
export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Raw body (string) instead of JSON. */
  raw?: string;
  contentType?: string | null;
  origin?: string | null;
  cookie?: string;
  headers?: Record<string, string>;
}

/** A request to the site; JSON bodies and the site's own Origin by default. */
export function call(site: Site, path: string, o: CallOptions = {}): Promise<Response> {
  const headers = new Headers(o.headers);
  const method = o.method ?? (o.body !== undefined || o.raw !== undefined ? "POST" : "GET");
  if (o.contentType !== null && (o.body !== undefined || o.raw !== undefined)) headers.set("content-type", o.contentType ?? "application/json");
  if (o.origin !== null && method !== "GET" && method !== "HEAD") headers.set("origin", o.origin ?? site.url);
  if (o.cookie) headers.set("cookie", o.cookie);
  return fetch(`${site.url}${path}`, {
    method,
    headers,
    redirect: "manual",
    ...(o.raw !== undefined ? { body: o.raw } : o.body !== undefined ? { body: JSON.stringify(o.body) } : {}),
  });
}

/** What `rawRequest` answers: the status line, the headers and the body as sent (not decompressed). */
export interface RawResponse {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with the path and headers sent exactly as given (no normalisation, no decompression,
 * no connection reuse), for what `fetch` would refuse or rewrite. Headers Node itself refuses reject.
 */
export function rawRequest(
  site: Site,
  path: string,
  o: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  const url = new URL(site.url);
  return new Promise((resolve, reject) => {
    try {
      const req = httpRequest({ host: url.hostname, port: url.port, path, method: o.method ?? "GET", headers: o.headers ?? {}, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? "", headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(o.body);
    } catch (error) {
      reject(error);
    }
  });
}

/** The user of the session `cookie` (`GET /api/_auth/session`), or undefined for none. */
export async function sessionUser(site: Site, cookie: string): Promise<{ email: string; mustChangePassword: boolean } | undefined> {
  return ((await (await call(site, "/api/_auth/session", { cookie })).json()) as { user?: { email: string; mustChangePassword: boolean } }).user;
}

/** Logs in as the admin and returns the `Cookie` header value of the new session. */
export async function login(site: Site, credentials = ADMIN, cookie?: string): Promise<string> {
  const res = await call(site, "/api/_auth/login", { body: credentials, ...(cookie ? { cookie } : {}) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie()[0];
  if (!set) throw new Error("login set no cookie");
  return set.split(";")[0]!;
}

/** A site for a test file with the editor logged in: `startSite`, then `login` (the site is stopped again if the login fails). */
export async function startSiteAsEditor(options?: Parameters<typeof startSite>[0]): Promise<{ site: Site; cookie: string }> {
  const site = await startSite(options);
  try {
    return { site, cookie: await login(site) };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

/** Counts of the content store, read straight from the SQLite file of `contentDir`. */
export function storeCounts(contentDir: string): { contents: number; versions: number; assets: number; schemas: number } {
  const db = new DatabaseSync(join(contentDir, "content.db"), { readOnly: true });
  try {
    const one = (sql: string) => Number((db.prepare(sql).get() as { n: number | bigint | null }).n ?? 0);
    return {
      contents: one("SELECT COUNT(*) AS n FROM contents"),
      versions: one("SELECT COALESCE(SUM(version), 0) AS n FROM contents"),
      assets: one("SELECT COUNT(*) AS n FROM assets"),
      schemas: one("SELECT COALESCE(SUM(version), 0) + COUNT(*) AS n FROM schemas"),
    };
  } finally {
    db.close();
  }
}
