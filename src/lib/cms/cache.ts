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

/** One stored answer: its serialised JSON as UTF-8 bytes, ready to be written as a response body. */
export interface CacheEntry {
  readonly bytes: Buffer;
}

/**
 * The server-side cache of content answers: bounded in entries and bytes, with a TTL. Values are
 * stored as serialised JSON bytes, so a cached answer can never be mutated by a caller and the
 * production server can write a hit without any JSON work (scripts/server/rest-fast-path.ts).
 */
export function createContentCache(options: ContentCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  const lru = new LRUCache<string, CacheEntry>({
    max: options.max ?? 500,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes.length + key.length,
    ttl: options.ttlMs ?? 60_000,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    /** A fresh copy of the stored answer for `parts`, or undefined. */
    get(parts: CacheKeyParts): unknown {
      const hit = lru.get(cacheKey(parts));
      return hit === undefined ? undefined : (JSON.parse(hit.bytes.toString("utf8")) as unknown);
    },
    /** The stored entry under a key made by `cacheKey` (the same object until it is replaced). */
    entry(key: string): CacheEntry | undefined {
      return lru.get(key);
    },
    /** Stores a published answer; unpublished answers and answers over a quarter of the budget are not stored. */
    set(parts: CacheKeyParts, value: unknown): void {
      if (parts.unpublished) return;
      const text = JSON.stringify(value);
      if (text === undefined) return;
      const bytes = Buffer.from(text, "utf8");
      if (bytes.length > maxBytes / 4) return;
      lru.set(cacheKey(parts), { bytes });
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

const KEY = Symbol.for("baukasten.contentCache");
type Registry = { [KEY]?: ContentCache };

/**
 * The process-wide content cache. The Astro bundle carries its own copy of this module and the
 * production server imports the source, so the instance lives on `globalThis`: both copies, the
 * publish hook and `/manage/flushcache` then see and clear the same entries.
 */
export function contentCache(): ContentCache {
  const registry = globalThis as Registry;
  registry[KEY] ??= createContentCache();
  return registry[KEY];
}

/**
 * Reads through the cache: with `useCache` a hit is returned as is; otherwise (or on a miss)
 * `load` runs and its result is stored for the next caller (published answers only).
 */
export async function cached<T>(parts: CacheKeyParts, useCache: boolean, load: () => Promise<T>): Promise<T> {
  const cache = contentCache();
  if (useCache && !parts.unpublished) {
    const hit = cache.get(parts);
    if (hit !== undefined) return hit as T;
  }
  const value = await load();
  cache.set(parts, value);
  return value;
}
