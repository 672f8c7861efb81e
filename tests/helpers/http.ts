import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { ADMIN, type Site } from "./site.ts";

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

/** Logs in as the admin and returns the `Cookie` header value of the new session. */
export async function login(site: Site, credentials = ADMIN, cookie?: string): Promise<string> {
  const res = await call(site, "/api/_auth/login", { body: credentials, ...(cookie ? { cookie } : {}) });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const set = res.headers.getSetCookie()[0];
  if (!set) throw new Error("login set no cookie");
  return set.split(";")[0]!;
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
