import { readFile } from "node:fs/promises";
import { compress, type ContentCoding } from "../lib/http/compression.ts";
import type { Representation, StaticFile } from "./static-index.ts";

/** Files larger than this are sent as they are when the build left no compressed sibling. */
const LAZY_LIMIT = 8 * 1024 * 1024;
/** Upper bound of the variants kept in memory; past it each request compresses anew. */
const VARIANT_BUDGET = 96 * 1024 * 1024;

let budget = VARIANT_BUDGET;
const pending = new WeakMap<StaticFile, Map<ContentCoding, Promise<Representation | undefined>>>();
/** Files whose variant in this coding came out no smaller: the original is sent from then on. */
const useless = new WeakMap<StaticFile, Set<ContentCoding>>();

/** The ETag of a variant: the original's with the coding appended, as for the build's siblings. */
export function variantEtag(identityEtag: string, coding: ContentCoding): string {
  return `${identityEtag.slice(0, -1)}-${coding === "br" ? "br" : "gz"}"`;
}

/** True when `file` has no stored variant in `coding` yet but may get one. */
export function needsVariant(file: StaticFile, coding: ContentCoding): boolean {
  return file.compressible && !file[coding] && file.identity.size <= LAZY_LIMIT && !useless.get(file)?.has(coding);
}

async function make(file: StaticFile, coding: ContentCoding): Promise<Representation | undefined> {
  const source = file.identity.body ?? (await readFile(file.identity.path));
  const body = await compress(source, coding, file.identity.path);
  if (body.length >= source.length) {
    useless.set(file, (useless.get(file) ?? new Set()).add(coding));
    return undefined;
  }
  const rep: Representation = { path: file.identity.path, size: body.length, etag: variantEtag(file.identity.etag, coding), body };
  if (budget >= body.length) {
    budget -= body.length;
    file[coding] = rep;
  }
  return rep;
}

/**
 * The `coding` variant of a file the build left uncompressed (pages, payloads): compressed on
 * the first request that wants it and kept, so a build never pays for pages nobody requests.
 * Concurrent first requests share one compression. `undefined` when compressing does not help.
 */
export function lazyVariant(file: StaticFile, coding: ContentCoding): Promise<Representation | undefined> {
  let byCoding = pending.get(file);
  if (!byCoding) pending.set(file, (byCoding = new Map()));
  let job = byCoding.get(coding);
  if (!job) {
    job = make(file, coding).finally(() => byCoding.delete(coding));
    byCoding.set(coding, job);
  }
  return job;
}
