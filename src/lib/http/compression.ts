import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The content codings the site serves besides the original bytes. */
export type ContentCoding = "br" | "gzip";

/** Extensions worth compressing; images, fonts and archives are already compressed. */
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".webmanifest", ".ico"]);

/** Files at or below this size are sent as they are: the saving does not pay for the work. */
export const MIN_SIZE = 1024;

const HASHED_ASSET = /[\\/]_astro[\\/]/;

/** True for a file worth sending compressed: a text type over {@link MIN_SIZE} bytes. */
export function isCompressible(path: string, size: number): boolean {
  return size > MIN_SIZE && COMPRESSIBLE.has(extname(path).toLowerCase());
}

/**
 * Brotli quality per file. The few long-lived hashed assets under `_astro/` (cached immutably) get
 * 11. HTML documents get 10: a page whose compressed document and headers fit in the first round
 * trip (14.6 KB) paints after one, and 10 makes the home page about 850 B smaller than 5 for
 * ~17 ms once per page and build (the variant is kept; measured on the 57 KB home page,
 * 2026-11-28). Payloads and other files get 5 (~0.25 ms per 8 KB).
 */
export function brotliQuality(path: string): number {
  if (HASHED_ASSET.test(path)) return constants.BROTLI_MAX_QUALITY;
  return extname(path).toLowerCase() === ".html" ? 10 : 5;
}

/** Gzip level per file: 9 for `_astro/` assets, 6 for the rest (within 0.5% of 9's size, ~20% faster). */
export function gzipLevel(path: string): number {
  return HASHED_ASSET.test(path) ? 9 : 6;
}

/** Compresses one file's bytes (on the thread pool) with the quality its path calls for. */
export function compress(bytes: Buffer, coding: ContentCoding, path: string): Promise<Buffer> {
  if (coding === "gzip") return gz(bytes, { level: gzipLevel(path) });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
}
