import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { readdir } from "node:fs/promises";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compress, isCompressible } from "../lib/http/compression.ts";

/** Every file under `dir`; none when it does not exist (a build without client scripts has no `_astro/`). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Writes `<path>.br` and `<path>.gz` for `source` (the file's bytes) when they are smaller; returns how many were written. */
async function writeSiblings(path: string, source: Buffer): Promise<number> {
  if (!isCompressible(path, source.length)) return 0;
  const [br, gzipped] = await Promise.all([compress(source, "br", path), compress(source, "gzip", path)]);
  mkdirSync(dirname(path), { recursive: true });
  let written = 0;
  if (br.length < source.length) {
    writeFileSync(`${path}.br`, br);
    written++;
  }
  if (gzipped.length < source.length) {
    writeFileSync(`${path}.gz`, gzipped);
    written++;
  }
  return written;
}

/** Writes `<file>.br` and `<file>.gz` beside one file when they are smaller; returns how many were written. */
function compressFile(path: string): Promise<number> {
  return writeSiblings(path, readFileSync(path));
}

/**
 * Precompresses every compressible file under `dir` that has no sibling yet (a few at a time). Files are read and written
 * synchronously (small files, nothing else waiting): an async round trip through the thread pool
 * per open/read/write/close cost more than the I/O, while the pool compresses.
 */
export async function precompressDir(dir: string): Promise<{ files: number; written: number }> {
  const all = await filesUnder(dir);
  const done = new Set(all.filter((path) => /\.(br|gz)$/.test(path)).map((path) => path.slice(0, -3)));
  // Files with a sibling from an earlier pass are done; a file that compresses badly gets none and is retried.
  const queue = all.filter((path) => !/\.(br|gz)$/.test(path) && !done.has(path));
  const files = queue.length;
  let written = 0;
  const workers = Array.from({ length: 8 }, async () => {
    for (let path = queue.pop(); path; path = queue.pop()) written += await compressFile(path);
  });
  await Promise.all(workers);
  return { files, written };
}

const HASHED_ASSET = /^_astro\//;

/**
 * Astro integration: writes brotli 11 and gzip 9 siblings of the hashed assets under `_astro/` —
 * few files, cached immutably, worth the slowest settings. Each asset is compressed as soon as a
 * Vite environment writes it (the client bundle, and the scripts and styles the server bundles
 * emit, which Astro moves into the client folder after the prerender), so the thread pool works
 * while the pages render; the build waits for it at the end and sweeps up anything missed.
 * Pages, payloads and the other files scale with the content: the server compresses each on its
 * first request and keeps the result (src/server/lazy-compress.ts), so a build does not pay
 * for pages nobody asks for.
 */
export function precompress(): AstroIntegration {
  let clientDir = "";
  const jobs: Promise<number>[] = [];
  const plugin: Plugin = {
    name: "baukasten:precompress-assets",
    apply: "build",
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (!HASHED_ASSET.test(item.fileName)) continue;
        const source = item.type === "chunk" ? item.code : item.source;
        jobs.push(writeSiblings(join(clientDir, item.fileName), Buffer.from(source)));
      }
    },
  };
  return {
    name: "baukasten:precompress",
    hooks: {
      "astro:config:setup": ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [plugin] } });
      },
      "astro:config:done": ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      "astro:build:done": async ({ logger }) => {
        const started = performance.now();
        const early = (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
        const late = await precompressDir(join(clientDir, "_astro"));
        logger.info(
          `${early + late.written} compressed variants of hashed assets (${late.written} after the bundles), waited ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
