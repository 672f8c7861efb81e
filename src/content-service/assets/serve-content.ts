import { statSync } from "node:fs";
import type { AssetRecord } from "../types.ts";
import { kindOf } from "./file-kinds.ts";
import { fileStream } from "./file-stream.ts";
import type { Variant } from "./resize-params.ts";

/**
 * Every asset response is locked down: even if a browser navigates to an SVG or a text file, the
 * document gets no scripts, no network and a unique origin.
 */
const ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface ServeOptions {
  /** `?cache=N` → `Cache-Control: public, max-age=N`. */
  cacheSeconds?: number;
  /** `?download=1` forces `attachment`. */
  download: boolean;
  ifNoneMatch: string | null;
  range: string | null;
  /** HEAD: headers only, the file is not opened. */
  head?: boolean;
}

/** `"0-<hash prefix>"`: changes whenever the bytes do. */
function assetETag(a: AssetRecord): string {
  return `"${a.fileVersion}-${a.fileHash.replace(/[^A-Za-z0-9]/g, "").slice(0, 16)}"`;
}

/** What one served file is: the stored bytes, or a variant derived from them. */
interface ServedFile {
  path: string;
  mimeType: string;
  etag: string;
  fileName: string;
  /** `inline` disposition unless `?download=1`; false: always `attachment`. */
  inline: boolean;
  /** Single byte ranges are honoured; otherwise the whole body is sent. */
  ranges: boolean;
}

/**
 * The response for an asset's bytes at `path`: `Content-Type` from the stored (checked) type,
 * `nosniff`, the sandboxing CSP, ETag/Last-Modified/304, single byte ranges (206/416), and
 * `Content-Disposition` — inline only for raster images, attachment for everything else (SVG included).
 */
export function serveAssetFile(a: AssetRecord, path: string, options: ServeOptions): Response | undefined {
  const kind = kindOf(a.mimeType);
  const mimeType = kind?.text ? `${a.mimeType}; charset=utf-8` : a.mimeType;
  return serveFile(a, { path, mimeType, etag: assetETag(a), fileName: a.fileName, inline: kind?.inline === true, ranges: true }, options);
}

/** The ETag of a variant: the asset's, extended by the variant key. */
function variantETag(a: AssetRecord, variant: Variant): string {
  return `${assetETag(a).slice(0, -1)}-${variant.key}"`;
}

/** A raster variant at `path`: served whole and inline (unless `?download=1`), named after its format. */
export function serveVariantFile(a: AssetRecord, path: string, variant: Variant, options: ServeOptions): Response | undefined {
  const fileName = `${a.fileName.replace(/\.[^.]*$/, "")}.${variant.format === "jpeg" ? "jpg" : variant.format}`;
  return serveFile(a, { path, mimeType: variant.mimeType, etag: variantETag(a, variant), fileName, inline: true, ranges: false }, options);
}

/** The 304 for a variant whose ETag `If-None-Match` names, decided before any encoding; else undefined. */
export function variantNotModified(a: AssetRecord, variant: Variant, options: ServeOptions): Response | undefined {
  const etag = variantETag(a, variant);
  if (!matches(options.ifNoneMatch, etag)) return undefined;
  const headers = baseHeaders(a, etag, options);
  headers.set("content-type", variant.mimeType);
  return new Response(null, { status: 304, headers });
}

const matches = (ifNoneMatch: string | null, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()));

function baseHeaders(a: AssetRecord, etag: string, options: ServeOptions): Headers {
  return new Headers({
    "x-content-type-options": "nosniff",
    "content-security-policy": ASSET_CSP,
    etag,
    "last-modified": new Date(a.lastModified).toUTCString(),
    "cache-control": a.isProtected ? "private, no-cache" : options.cacheSeconds !== undefined ? `public, max-age=${options.cacheSeconds}` : "no-cache",
  });
}

function serveFile(a: AssetRecord, file: ServedFile, options: ServeOptions): Response | undefined {
  let size: number;
  try {
    size = statSync(file.path).size;
  } catch {
    return undefined;
  }
  const headers = baseHeaders(a, file.etag, options);
  headers.set("content-type", file.mimeType);
  headers.set("content-disposition", disposition(file.inline && !options.download ? "inline" : "attachment", file.fileName));
  if (file.ranges) headers.set("accept-ranges", "bytes");
  if (matches(options.ifNoneMatch, file.etag)) return new Response(null, { status: 304, headers });
  const range = file.ranges ? parseRange(options.range, size) : undefined;
  if (range === "invalid") {
    headers.set("content-range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const [start, end] = range ?? [0, size - 1];
  headers.set("content-length", String(size === 0 ? 0 : end - start + 1));
  if (range) headers.set("content-range", `bytes ${start}-${end}/${size}`);
  const body = size === 0 || options.head ? null : fileStream(file.path, start, end);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** `attachment; filename="logo.png"; filename*=UTF-8''logo.png` with the name made header-safe. */
export function disposition(type: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One `bytes=` range → inclusive [start, end]; undefined when absent or multi-range (served whole). */
export function parseRange(header: string | null, size: number): [number, number] | "invalid" | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return "invalid";
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "invalid";
  return [start, end];
}
