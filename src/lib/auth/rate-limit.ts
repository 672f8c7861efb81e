/** A sliding-window failure counter: at most `limit` failures per key within `windowMs`. */
export interface RateLimiter {
  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number;
  /** Records one failure for `key`. */
  fail(key: string): void;
  /** Forgets `key`'s failures (after a successful login). */
  reset(key: string): void;
}

/** Creates an in-memory limiter; `now` is injectable for tests. Memory is bounded by `maxKeys`. */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number; maxKeys?: number }): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 100_000;
  const failures = new Map<string, number[]>();
  const live = (key: string) => {
    const list = failures.get(key);
    if (!list) return [];
    const from = now() - options.windowMs;
    const kept = list.filter((t) => t > from);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  return {
    retryAfterMs(key) {
      const list = live(key);
      if (list.length < options.limit) return 0;
      // Blocked until enough of the oldest failures leave the window.
      return Math.max(1, list[list.length - options.limit]! + options.windowMs - now());
    },
    fail(key) {
      const list = live(key);
      list.push(now());
      failures.set(key, list.slice(-options.limit * 2));
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value!);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

/** Failed logins per account: 10 per 15 minutes (≤ 40 per hour, under ASVS's 100). */
export const ACCOUNT_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };
/** Failed logins per client address: 20 per 15 minutes. */
export const ADDRESS_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };
