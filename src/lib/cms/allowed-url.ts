/** Schema names as Squidex allows them: lower-case words joined by single dashes. */
export const SCHEMA_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Content ids: Squidex GUIDs or seeded slugs; no dots, slashes or encodings. */
export const CONTENT_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Query keys a read may carry (after one decode of `%24`). */
export const ALLOWED_QUERY_KEYS: ReadonlySet<string> = new Set(["$top", "$skip", "$orderby", "$filter", "$search", "ids", "q"]);

/** Names under `api/content/{app}/` that are endpoints, not schemas. */
const RESERVED = new Set(["graphql", "bulk", "query"]);
const MAX_LENGTH = 4096;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A validated read path of this app's content API. */
export interface AllowedContentUrl {
  schema: string;
  id: string | undefined;
  /** Decoded query parameters, only allow-listed keys. */
  query: URLSearchParams;
  /** Normalised path to send upstream: `api/content/{app}/{schema}[/{id}][?query]`. */
  path: string;
}

/**
 * Checks `url` against the allow-list of `/api/rest`: only `api/content/{app}/{schema}` and
 * `api/content/{app}/{schema}/{id}` (optional leading slash) of the configured `app`, optionally
 * with a query made only of `$top $skip $orderby $filter $search ids q`. Anything else — another
 * host or scheme, `..`, backslashes, `@`, `//`, control characters, any percent-encoding in the
 * path, double encoding in the query — returns `undefined`.
 *
 * Query values are decoded exactly once and re-encoded when sent, so they cannot change the path
 * or the host; they may contain `@` or `/` (e.g. a filter on an e-mail field).
 */
export function allowedContentUrl(url: unknown, app: string): AllowedContentUrl | undefined {
  if (typeof url !== "string" || url.length === 0 || url.length > MAX_LENGTH) return undefined;
  if (CONTROL.test(url) || url.includes("\\") || url.includes("..") || url.includes("#")) return undefined;
  if (/%25|%5c|%2e|%00/i.test(url)) return undefined;
  const q = url.indexOf("?");
  const rawPath = q === -1 ? url : url.slice(0, q);
  const rawQuery = q === -1 ? "" : url.slice(q + 1);
  if (/[%@:;\s]/.test(rawPath) || rawPath.includes("//")) return undefined;
  const path = rawPath.startsWith("/") ? rawPath.slice(1) : rawPath;
  const parts = path.split("/");
  if (parts.length !== 4 && parts.length !== 5) return undefined;
  const [api, content, appName, schema, id] = parts as [string, string, string, string, string | undefined];
  if (api !== "api" || content !== "content" || appName !== app) return undefined;
  if (!SCHEMA_NAME.test(schema) || schema.length > 100 || RESERVED.has(schema)) return undefined;
  if (id !== undefined && !CONTENT_ID.test(id)) return undefined;
  const query = parseQuery(rawQuery);
  if (!query) return undefined;
  const search = query.toString();
  return { schema, id, query, path: `api/content/${app}/${schema}${id ? `/${id}` : ""}${search ? `?${search}` : ""}` };
}

function parseQuery(raw: string): URLSearchParams | undefined {
  const query = new URLSearchParams();
  if (raw === "") return query;
  for (const pair of raw.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? "" : pair.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey);
      value = decodeURIComponent(rawValue.replaceAll("+", " "));
    } catch {
      return undefined;
    }
    if (!ALLOWED_QUERY_KEYS.has(key) || query.has(key) || CONTROL.test(value)) return undefined;
    if (value.length > 2048 || value.includes("..") || value.includes("\\")) return undefined;
    if ((key === "$top" || key === "$skip") && !/^\d{1,6}$/.test(value)) return undefined;
    query.set(key, value);
  }
  return query;
}
