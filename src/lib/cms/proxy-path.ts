import { CONTENT_ID, SCHEMA_NAME } from "./allowed-url.ts";

/** What a `/cms/…` path addresses. */
export type ProxyTarget =
  | { kind: "token" }
  /** `api/content/{app}/{schema}[/{id}[/…]]` or `api/content/{app}/graphql`. */
  | { kind: "content"; schema: string; id: string | undefined; rest: string[] }
  | { kind: "schemas" }
  | { kind: "assets" }
  /** `api/assets/{app}/…`: asset file content. */
  | { kind: "asset-file" };

export type ProxyPath = { ok: true; path: string; target: ProxyTarget } | { ok: false; status: 400 | 404 };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,=-]+$/;

/**
 * Checks the raw path after `/cms/` (still percent-encoded, exactly as received): encoded
 * slashes, backslashes, dots or percent signs, `..`, `//`, `;`, `\` and control characters are a
 * 400; the path is decoded once, segment by segment, and must be one of the proxied forms of
 * `app` — anything else is a 404.
 */
export function checkProxyPath(raw: string, app: string): ProxyPath {
  if (raw.length > 2048 || CONTROL.test(raw) || raw.includes("\\") || raw.includes("//") || raw.includes(";")) return { ok: false, status: 400 };
  if (/%(2f|5c|2e|25|00|3b)/i.test(raw) || /%[01][0-9a-f]/i.test(raw) || /%7f/i.test(raw)) return { ok: false, status: 400 };
  const trimmed = raw.replace(/^\/+/, "").replace(/\/$/, "");
  const segments: string[] = [];
  for (const encoded of trimmed.split("/")) {
    let s: string;
    try {
      s = decodeURIComponent(encoded);
    } catch {
      return { ok: false, status: 400 };
    }
    if (s === "" || s === "." || s === ".." || !SEGMENT.test(s) || s.includes("..")) return { ok: false, status: 400 };
    segments.push(s);
  }
  const path = segments.map(encodeURIComponent).join("/");
  const [a, b, c, d, e, ...more] = segments;
  if (a === "identity-server") return { ok: true, path, target: { kind: "token" } };
  if (a !== "api" || c !== app) return { ok: false, status: 404 };
  if (b === "content" && d !== undefined) {
    if (d === "graphql" && e === undefined) return { ok: true, path, target: { kind: "content", schema: "graphql", id: undefined, rest: [] } };
    if (!SCHEMA_NAME.test(d) || (e !== undefined && !CONTENT_ID.test(e))) return { ok: false, status: 404 };
    return { ok: true, path, target: { kind: "content", schema: d, id: e, rest: more } };
  }
  if (b === "apps" && d === "schemas") return { ok: true, path, target: { kind: "schemas" } };
  if (b === "apps" && d === "assets") return { ok: true, path, target: { kind: "assets" } };
  if (b === "assets" && d !== undefined) return { ok: true, path, target: { kind: "asset-file" } };
  return { ok: false, status: 404 };
}
