import type { DatabaseSync, StatementSync } from "node:sqlite";

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
const CACHE_SIZE = 64;

/**
 * A prepared statement for `sql`, reused across calls on the same database. Query text depends only
 * on a query's shape (values are bound), so a few statements cover most traffic; past 64, the least
 * recently used is dropped, so the fixed statements every request needs outlive a run of one-off
 * filter shapes.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement) {
    cache.delete(sql);
  } else {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    statement = db.prepare(sql);
  }
  // Map order is insertion order: re-inserting makes this the most recently used.
  cache.set(sql, statement);
  return statement;
}
