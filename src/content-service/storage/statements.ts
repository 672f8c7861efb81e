import type { DatabaseSync, StatementSync } from "node:sqlite";

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();
const CACHE_SIZE = 64;

/**
 * A prepared statement for `sql`, reused across calls on the same database. Query text depends only
 * on a query's shape (values are bound), so a few statements cover most traffic; the oldest is
 * dropped past 64.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
