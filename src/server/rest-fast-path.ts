import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import * as v from "valibot";
import { RestBody } from "../lib/api/bodies.ts";
import { restTarget } from "../lib/api/content.ts";
import { JSON_CACHE_CONTROL, JSON_CONTENT_TYPE } from "../lib/api/endpoint.ts";
import { cacheKey, type CacheEntry, type ContentCache } from "../lib/cms/cache.ts";
import { isJson } from "../lib/http/body.ts";
import { originPolicy } from "../lib/http/guard.ts";
import { siteOrigins } from "../lib/http/origin.ts";
import { compress, MIN_SIZE, type ContentCoding } from "../lib/http/compression.ts";
import { securityHeaders } from "../lib/http/security-headers.ts";
import type { Services } from "../lib/services.ts";
import { acceptedEncodings } from "./encoding.ts";

/**
 * What the fast path did: `answered` (the response is written or the client is gone),
 * `buffered` (the body was read and is on `req.body` for Astro), `skipped` (nothing touched).
 */
export type FastPathOutcome = "answered" | "buffered" | "skipped";

/** The request as far as the shared checks (`isJson`, `originPolicy`) look at it. */
function requestView(req: IncomingMessage): Request {
  const headers = { get: (name: string) => headerOf(req, name) };
  return { method: req.method, headers } as unknown as Request;
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

const originsByHost = new Map<string, readonly string[]>();
let originsSiteUrl: string | undefined;

/**
 * The origins the Astro middleware would accept for this request: `siteOrigins` over the URL
 * that `@astrojs/node` builds (protocol from the socket, host from `Host`). Undefined when that
 * URL is not the plain one (no Host, unparsable), which leaves the request to Astro.
 */
function originsFor(req: IncomingMessage, siteUrl: string | undefined): readonly string[] | undefined {
  const host = req.headers.host;
  if (typeof host !== "string" || host === "") return undefined;
  const base = `${(req.socket as TLSSocket).encrypted ? "https" : "http"}://${host}`;
  if (siteUrl !== originsSiteUrl) {
    originsByHost.clear();
    originsSiteUrl = siteUrl;
  }
  let origins = originsByHost.get(base);
  if (origins === undefined) {
    if (!URL.canParse(`${base}${req.url}`)) return undefined;
    origins = siteOrigins(new URL(`${base}${req.url}`), siteUrl);
    // Host is the client's to choose: keep the memo small.
    if (originsByHost.size >= 64) originsByHost.clear();
    originsByHost.set(base, origins);
  }
  return origins;
}

/**
 * True when a request may be answered from the cache without Astro: `POST /api/rest` with a JSON
 * content type, a declared length within `limit`, an origin the middleware's `originPolicy` accepts
 * (this site's, or none from a non-browser caller, which is answered as anonymous), and no session
 * cookie (an editor's request may read drafts: Astro decides).
 */
export function isFastPathCandidate(req: IncomingMessage, limit: number, siteUrl: string | undefined): boolean {
  if (req.method !== "POST" || req.url !== "/api/rest") return false;
  const length = req.headers["content-length"];
  if (length === undefined || !/^\d{1,12}$/.test(length) || Number(length) > limit) return false;
  if (req.headers["transfer-encoding"] !== undefined) return false;
  const cookie = req.headers.cookie;
  if (cookie !== undefined && cookie.includes("session")) return false;
  const view = requestView(req);
  if (!isJson(view)) return false;
  const origins = originsFor(req, siteUrl);
  return origins !== undefined && originPolicy(view, "/api/rest", origins) !== "refused";
}

/** Reads exactly the declared body; undefined when the client went away first. */
function readBody(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: Buffer | undefined) => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("aborted", onGone);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => done(size !== length ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    const onGone = () => done(undefined);
    req.on("data", onData).once("end", onEnd).once("error", onGone).once("aborted", onGone);
  });
}

// Same decoding as src/lib/http/body.ts readText: invalid UTF-8 is refused, not replaced.
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The cache entry a body asks for, or undefined when Astro must answer (miss, bad input, no cache). */
export function lookupHit(cache: ContentCache, app: string, body: Uint8Array): CacheEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(body));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(RestBody, value);
  if (!parsed.success || !parsed.output.cache) return undefined;
  let key: string;
  try {
    key = cacheKey(restTarget(app, parsed.output, undefined).parts);
  } catch {
    return undefined;
  }
  return cache.entry(key);
}

/**
 * The response headers of a hit, as a flat `[name, value, …]` list for `writeHead`: exactly what
 * the Astro path sends for this endpoint (runAstro's and the middleware's security headers,
 * `json()`'s type and cache-control, the compression middleware's `Vary` and `Content-Encoding`),
 * plus the length Astro leaves to chunked encoding.
 */
export function hitHeaders(length: number, secure: boolean, coding?: ContentCoding): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(securityHeaders({ html: false, secure }))) out.push(name, value);
  out.push("content-type", JSON_CONTENT_TYPE, "cache-control", JSON_CACHE_CONTROL, "vary", "Accept-Encoding");
  if (coding) out.push("content-encoding", coding);
  out.push("content-length", String(length));
  return out;
}

interface Prepared {
  headers: string[];
  body: Buffer;
}

// Per entry and representation, built on first use: entries are immutable, dropped ones free theirs.
const prepared = new WeakMap<CacheEntry, Map<string, Prepared | Promise<Prepared>>>();

/** The coding a hit is sent in: brotli, then gzip, as the compression middleware would choose; none for small bodies. */
function codingFor(req: IncomingMessage, size: number): ContentCoding | undefined {
  if (size < MIN_SIZE) return undefined;
  const accepted = acceptedEncodings(req.headers["accept-encoding"]);
  return accepted.br ? "br" : accepted.gzip ? "gzip" : undefined;
}

/** The headers and body of a hit in one coding; synchronous once made (the hot path awaits nothing). */
function representation(entry: CacheEntry, secure: boolean, coding: ContentCoding | undefined): Prepared | Promise<Prepared> {
  let byKey = prepared.get(entry);
  if (byKey === undefined) prepared.set(entry, (byKey = new Map()));
  const key = `${secure ? "s" : "p"}${coding ?? ""}`;
  const known = byKey.get(key);
  if (known !== undefined) return known;
  if (!coding) {
    const ready = { headers: hitHeaders(entry.length, secure), body: entry };
    byKey.set(key, ready);
    return ready;
  }
  const making = compress(entry, coding, "/api/rest").then(
    (body) => {
      const ready = { headers: hitHeaders(body.length, secure, coding), body };
      byKey.set(key, ready);
      return ready;
    },
    (error: unknown) => {
      // Never a failed answer for a cached hit: this one goes out uncompressed, the next one tries again.
      console.error("compressing a cached /api/rest answer failed", error);
      byKey.delete(key);
      return representation(entry, secure, undefined);
    },
  );
  byKey.set(key, making);
  return making;
}

/**
 * Answers a cached hit of `POST /api/rest` from the stored bytes, before Astro. Call only for an
 * `isFastPathCandidate` request. On anything but a hit the body read so far is put on `req.body`
 * (which `@astrojs/node` reads instead of the consumed stream) and Astro answers as always.
 */
export async function serveRestFastPath(req: IncomingMessage, res: ServerResponse, secure: boolean, services: Services): Promise<FastPathOutcome> {
  const body = await readBody(req, Number(req.headers["content-length"]));
  if (body === undefined) {
    res.destroy();
    return "answered";
  }
  const entry = lookupHit(services.cache, services.config.app, body);
  if (entry === undefined) {
    (req as IncomingMessage & { body?: Buffer }).body = body;
    return "buffered";
  }
  const found = representation(entry, secure, codingFor(req, entry.length));
  const { headers, body: bytes } = found instanceof Promise ? await found : found;
  res.writeHead(200, headers);
  res.end(bytes);
  return "answered";
}
