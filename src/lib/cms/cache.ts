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

const JSON_BYTES = Symbol.for("baukasten.jsonBytes");

/**
 * An answer as serialised JSON (UTF-8), ready to be written as a response body: what the cache
 * stores and what `cached` returns, so `json()` (src/lib/api/endpoint.ts) sends it without
 * parsing or serialising it again.
 */
export class JsonBytes {
  readonly bytes: Buffer;
  // A registered symbol, not `instanceof`: the Astro bundle and the server each load this module.
  readonly [JSON_BYTES] = true;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }
  static of(value: unknown): JsonBytes {
    return new JsonBytes(Buffer.from(JSON.stringify(value) ?? "null", "utf8"));
  }
  static is(value: unknown): value is JsonBytes {
    return typeof value === "object" && value !== null && (value as { [JSON_BYTES]?: unknown })[JSON_BYTES] === true;
  }
}

/** One stored answer. */
export type CacheEntry = JsonBytes;

/**
 * The server-side cache of content answers: bounded in entries and bytes, with a TTL. Values are
 * stored as serialised JSON bytes, so a cached answer can never be mutated by a caller and the
 * production server can write a hit without any JSON work (src/server/rest-fast-path.ts).
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
      if (value !== undefined) this.store(parts, JsonBytes.of(value));
    },
    /** `set` for an answer that is serialised already. */
    store(parts: CacheKeyParts, entry: JsonBytes): void {
      if (parts.unpublished || entry.bytes.length > maxBytes / 4) return;
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
 * `load` runs and its result is serialised once, stored for the next caller (published answers
 * only) and returned as those bytes.
 */
export async function cached(parts: CacheKeyParts, useCache: boolean, load: () => Promise<unknown>): Promise<JsonBytes> {
  const cache = contentCache();
  if (useCache && !parts.unpublished) {
    const hit = cache.entry(cacheKey(parts));
    if (hit !== undefined) return hit;
  }
  const answer = JsonBytes.of(await load());
  cache.store(parts, answer);
  return answer;
}
