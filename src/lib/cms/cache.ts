import { LRUCache } from "lru-cache";

/** What distinguishes one cached answer from another. */
export interface CacheKeyParts {
  /** Which endpoint produced the answer (`rest`, `graphql`, `item`, `assets`, `schemas`, …). */
  kind: string;
  url?: string;
  language: string;
  /** Publish state: drafts included or not. */
  unpublished: boolean;
  query?: string;
  graphquery?: string;
  key?: string;
  id?: string;
  /**
   * The answer holds private fields (`PRIVATE_FIELDS`): an editor's read of such a schema. Kept
   * apart from the anonymous answer to the same request, which leaves them out.
   */
  withPrivate?: boolean;
}

/** A stable key for `parts`; every field takes part, so language and publish state never mix. */
export function cacheKey(parts: CacheKeyParts): string {
  return JSON.stringify([
    parts.kind,
    parts.url ?? "",
    parts.language,
    parts.unpublished ? "unpublished" : "published",
    parts.query ?? "",
    parts.graphquery ?? "",
    parts.key ?? "",
    parts.id ?? "",
    parts.withPrivate ? "private" : "public",
  ]);
}

export interface ContentCacheOptions {
  /** Most entries; default 500. */
  max?: number;
  /** Most bytes of serialised JSON; default 20 MiB. */
  maxBytes?: number;
  /** Lifetime of an entry in ms; default 60 s. */
  ttlMs?: number;
  /** Clock for the TTL (tests). */
  now?: () => number;
}

/** One stored answer: its serialised JSON (UTF-8), ready to be written as a response body. */
export type CacheEntry = Buffer;

/** `value` serialised once, as the cache stores it and `json()` (src/lib/api/endpoint.ts) sends it. */
export const jsonBytes = (value: unknown): CacheEntry => Buffer.from(JSON.stringify(value) ?? "null", "utf8");

/**
 * The server-side cache of content answers: bounded in entries and bytes, with a TTL. Values are
 * stored as serialised JSON bytes, so a cached answer can never be mutated by a caller and the
 * production server can write a hit without any JSON work (src/server/rest-fast-path.ts). One
 * instance per site process, created by `createServices` (src/lib/services.ts).
 */
export function createContentCache(options: ContentCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  const lru = new LRUCache<string, CacheEntry>({
    max: options.max ?? 500,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.length + key.length,
    ttl: options.ttlMs ?? 60_000,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    /** A fresh copy of the stored answer for `parts`, or undefined. */
    get(parts: CacheKeyParts): unknown {
      const hit = lru.get(cacheKey(parts));
      return hit === undefined ? undefined : (JSON.parse(hit.toString("utf8")) as unknown);
    },
    /** The stored entry under a key made by `cacheKey` (the same object until it is replaced). */
    entry(key: string): CacheEntry | undefined {
      return lru.get(key);
    },
    /** Stores a published answer; unpublished answers and answers over a quarter of the budget are not stored. */
    set(parts: CacheKeyParts, value: unknown): void {
      if (value !== undefined) this.store(parts, jsonBytes(value));
    },
    /** `set` for an answer that is serialised already. */
    store(parts: CacheKeyParts, entry: CacheEntry): void {
      if (parts.unpublished || entry.length > maxBytes / 4) return;
      lru.set(cacheKey(parts), entry);
    },
    /** Empties the cache; returns how many entries were dropped. */
    clear(): number {
      const n = lru.size;
      lru.clear();
      return n;
    },
    get size() {
      return lru.size;
    },
  };
}

export type ContentCache = ReturnType<typeof createContentCache>;

/**
 * Reads through the cache: with `useCache` a hit is returned as is; otherwise (or on a miss)
 * `load` runs and its result is serialised once, stored for the next caller (published answers
 * only) and returned as those bytes.
 */
export async function cached(cache: ContentCache, parts: CacheKeyParts, useCache: boolean, load: () => Promise<unknown>): Promise<CacheEntry> {
  if (useCache && !parts.unpublished) {
    const hit = cache.entry(cacheKey(parts));
    if (hit !== undefined) return hit;
  }
  const answer = jsonBytes(await load());
  cache.store(parts, answer);
  return answer;
}
