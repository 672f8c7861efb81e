import type { AstroIntegration } from "astro";
import { readdir } from "node:fs/promises";
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions worth compressing; images, fonts and archives are already compressed. */
export const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".webmanifest", ".ico"]);

/** Files at or below this size are sent as they are: the saving does not pay for the extra file. */
export const MIN_SIZE = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Brotli quality per file. Brotli 11 costs ~18 ms per 8 KB page (75% of a 2,000-page build) for
 * ~10% smaller output than quality 5 (~0.25 ms): the few long-lived hashed assets under `_astro/`
 * (JS, CSS; cached immutably) get 11, the thousands of pages and `_payload.json` files get 5.
 */
export function brotliQuality(path: string): number {
  return HASHED_ASSET.test(path) ? constants.BROTLI_MAX_QUALITY : 5;
}

/** Gzip level per file: 9 for `_astro/` assets, 6 for pages (within 0.5% of 9's size, ~20% faster). */
export function gzipLevel(path: string): number {
  return HASHED_ASSET.test(path) ? 9 : 6;
}

const HASHED_ASSET = /[\\/]_astro[\\/]/;

/** Writes `<file>.br` and `<file>.gz` beside one file when they are smaller; returns how many were written. */
export async function compressFile(path: string): Promise<number> {
  const source = readFileSync(path);
  if (source.length <= MIN_SIZE) return 0;
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(source, { level: gzipLevel(path) }),
  ]);
  let written = 0;
  if (br.length < source.length) (writeFileSync(`${path}.br`, br), written++);
  if (gzipped.length < source.length) (writeFileSync(`${path}.gz`, gzipped), written++);
  return written;
}

/**
 * Precompresses every compressible file under `dir` (a few at a time). Files are read and written
 * synchronously (small files, after the build, nothing else waiting): an async round trip through
 * the thread pool per open/read/write/close cost more than the I/O, while the pool compresses.
 */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const queue: string[] = [];
  for await (const path of walk(dir)) if (COMPRESSIBLE.has(extname(path).toLowerCase())) queue.push(path);
  const files = queue.length;
  let written = 0;
  const workers = Array.from({ length: 8 }, async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const count = await compressFile(path);
      written += count;
    }
  });
  await Promise.all(workers);
  return { files, written };
}

/** Astro integration: after `astro build`, writes brotli (q11 for `_astro/`, q5 for pages) and gzip (9 / 6) siblings into the client output. */
export function precompress(): AstroIntegration {
  let clientDir = "";
  return {
    name: "baukasten:precompress",
    hooks: {
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      "astro:build:done": async ({ logger }) => {
        const started = performance.now();
        const { files, written } = await precompressDir(clientDir);
        logger.info(`${written} compressed variants for ${files} files in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
