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

/**
 * The server-side cache of content answers: bounded in entries and bytes, with a TTL. Values are
 * stored as serialised JSON so a cached answer can never be mutated by a caller.
 */
export function createContentCache(options: ContentCacheOptions = {}) {
  const lru = new LRUCache<string, string>({
    max: options.max ?? 500,
    maxSize: options.maxBytes ?? 20 * 1024 * 1024,
    sizeCalculation: (value, key) => value.length + key.length,
    ttl: options.ttlMs ?? 60_000,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  return {
    get(parts: CacheKeyParts): unknown {
      const hit = lru.get(cacheKey(parts));
      return hit === undefined ? undefined : (JSON.parse(hit) as unknown);
    },
    /** Stores a published answer; unpublished answers are never stored. */
    set(parts: CacheKeyParts, value: unknown): void {
      if (parts.unpublished) return;
      const text = JSON.stringify(value);
      if (text === undefined || text.length > (options.maxBytes ?? 20 * 1024 * 1024) / 4) return;
      lru.set(cacheKey(parts), text);
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

/** The process-wide content cache (shared across module copies of one process). */
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
