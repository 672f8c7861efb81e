/**
 * Writes nginx's configuration from `deploy/nginx.conf.template`: the deployment's own values
 * (listen address, server name, live build folder, site processes) and everything nginx must agree
 * on with the site server, taken from the code that decides it for the site (security headers with
 * the CSP of the live build's inline scripts, cache policy, content types, compressible types).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { isCompressible, MIN_SIZE } from "../lib/http/compression.ts";
import { securityHeaders } from "../lib/http/security-headers.ts";
import { IMMUTABLE, REVALIDATE, SHORT } from "./cache-policy.ts";
import { TYPES } from "./mime.ts";
import { ROOT } from "./paths.ts";
import { loadStaticIndex } from "./static-index.ts";

export const NGINX_TEMPLATE = join(ROOT, "deploy", "nginx.conf.template");

export interface NginxDeployment {
  /** nginx's `listen` parameters, e.g. `80`, `127.0.0.1:8080`, `443 ssl`. */
  listen: string;
  /** `server_name`, e.g. `example.org www.example.org`; default `_`. */
  serverName?: string;
  /** The live build folder the site processes swap (`DATA_DIR/builds/live`). */
  liveDir: string;
  /** The site processes, `host:port` each. */
  upstreams: readonly string[];
  /** Inline-script hashes the CSP of the build's files allows (when omitted: those of `liveDir`, as the site processes send for them; pages rendered on demand pass through with the site's own headers). */
  scriptHashes?: Iterable<string>;
  /** Largest request body the site takes (UPLOAD_LIMIT): nginx lets that much through. */
  uploadLimit: number;
}

/** A quoted nginx string (nginx has no escape for `$`: a value with one, or a quote, is refused). */
function quote(value: string): string {
  if (/["$\\]/.test(value)) throw new Error(`nginx config: cannot quote ${value}`);
  return `"${value}"`;
}
const bare = (type: string) => type.split(";")[0]!.trim();
const variable = (name: string) => `$baukasten_h_${name.replace(/-/g, "_")}`;

/**
 * The security headers as nginx directives: one `add_header` per header, through a `map` over
 * (HTML document, TLS) where the value depends on them (an empty value sends no header).
 */
function securityDirectives(scriptHashes: readonly string[]): { maps: string; headers: string } {
  const kinds = ["00", "01", "10", "11"] as const;
  const sets = Object.fromEntries(kinds.map((k) => [k, securityHeaders({ html: k[0] === "1", secure: k[1] === "1", scriptHashes })]));
  const names = [...new Set(kinds.flatMap((k) => Object.keys(sets[k]!)))];
  const maps: string[] = [];
  const headers: string[] = [];
  for (const name of names) {
    const values = kinds.map((k) => sets[k]![name] ?? "");
    if (values.every((v) => v === values[0])) {
      headers.push(`        add_header ${name} ${quote(values[0]!)};`);
      continue;
    }
    const lines = kinds.map((k, i) => `    ${k} ${quote(values[i]!)};`).filter((_, i) => values[i] !== "");
    maps.push(`map "$baukasten_html$baukasten_tls" ${variable(name)} {\n${lines.join("\n")}\n    default "";\n}`);
    headers.push(`        add_header ${name} ${variable(name)};`);
  }
  return { maps: maps.join("\n"), headers: headers.join("\n") };
}

/** The `types` block, charset types and gzip types of the site's content types. */
function typeDirectives(): { types: string; charsetTypes: string; gzipTypes: string } {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(TYPES)) byType.set(bare(type), [...(byType.get(bare(type)) ?? []), ext.slice(1)]);
  const types = [...byType].map(([type, exts]) => `        ${type} ${exts.join(" ")};`).join("\n");
  const unique = (list: string[]) => [...new Set(list)].join(" ");
  const entries = Object.entries(TYPES);
  // text/html is always in both lists for nginx; naming it again is an error for gzip_types.
  const charsetTypes = unique(entries.filter(([, t]) => /charset=utf-8/i.test(t) && bare(t) !== "text/html").map(([, t]) => bare(t)));
  const gzipTypes = unique(entries.filter(([ext, t]) => isCompressible(`x${ext}`, MIN_SIZE + 1) && bare(t) !== "text/html").map(([, t]) => bare(t)));
  return { types, charsetTypes, gzipTypes };
}

/** The configuration for `deployment`, from `template` (the text of deploy/nginx.conf.template). */
export async function nginxConfig(template: string, deployment: NginxDeployment): Promise<string> {
  if (deployment.upstreams.length === 0) throw new Error("nginx config: name at least one site process (host:port)");
  // By default the CSP the site processes send: the live build's hashes and those of on-demand pages.
  const hashes = [...(deployment.scriptHashes ?? (await loadStaticIndex(deployment.liveDir)).scriptHashes)];
  const security = securityDirectives(hashes);
  const types = typeDirectives();
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: deployment.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join("\n"),
    LISTEN: deployment.listen,
    SERVER_NAME: deployment.serverName ?? "_",
    LIVE_DIR: deployment.liveDir,
    CACHE_IMMUTABLE: IMMUTABLE,
    CACHE_REVALIDATE: REVALIDATE,
    CACHE_SHORT: SHORT,
    SECURITY_HEADER_MAPS: security.maps,
    SECURITY_HEADERS: security.headers,
    TYPES: types.types,
    CHARSET_TYPES: types.charsetTypes,
    GZIP_TYPES: types.gzipTypes,
    GZIP_MIN_LENGTH: String(MIN_SIZE + 1),
    // The site answers a larger body with its own 413; nginx lets a little more through for it to.
    CLIENT_MAX_BODY_SIZE: `${Math.ceil(deployment.uploadLimit / 1024 / 1024) + 1}m`,
  };
  const unknown = new Set<string>();
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => values[name] ?? (unknown.add(name), ""));
  if (unknown.size) throw new Error(`nginx template: no value for ${[...unknown].join(", ")}`);
  return text;
}

/** `nginxConfig` over the shipped template. */
export async function deployNginxConfig(deployment: NginxDeployment): Promise<string> {
  return nginxConfig(await readFile(NGINX_TEMPLATE, "utf8"), deployment);
}
