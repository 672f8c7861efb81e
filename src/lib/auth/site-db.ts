import type { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { openDatabase } from "../../base/sqlite.ts";

/**
 * Migrations of the site's own database `<DATA_DIR>/site.db` (users, sessions, content events).
 * Append only: each entry runs once, in order.
 */
export const SITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE users (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     name TEXT NOT NULL DEFAULT '',
     password_hash TEXT NOT NULL,
     superuser INTEGER NOT NULL DEFAULT 0,
     must_change_password INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_user ON sessions(user_id);
   CREATE TABLE content_events (
     id INTEGER PRIMARY KEY,
     type TEXT NOT NULL,
     schema_name TEXT,
     content_id TEXT,
     status TEXT,
     received_at INTEGER NOT NULL
   );`,
];

const KEY = Symbol.for("baukasten.siteDb");
type Registry = { [KEY]?: Map<string, DatabaseSync> };

/** The site database of `dataDir`, opened once per process (WAL, synchronous=FULL). */
export function siteDb(dataDir: string): DatabaseSync {
  const registry = globalThis as Registry;
  const map = (registry[KEY] ??= new Map());
  let db = map.get(dataDir);
  if (!db) {
    db = openDatabase(join(dataDir, "site.db"), SITE_MIGRATIONS);
    map.set(dataDir, db);
  }
  return db;
}
