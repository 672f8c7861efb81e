import type { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { openDatabase, runMigrations, transaction } from "../../base/sqlite.ts";

/**
 * The tables of one domain of the site database (auth, publish, …): ordered, append-only
 * migrations. Each domain owns its tables and statements; the site database only runs them.
 */
export interface TableSet {
  domain: string;
  migrations: readonly string[];
}

/** The file under `DATA_DIR`. */
export const SITE_DB_FILE = "site.db";

/**
 * Databases written before the tables were split by domain ran one migration that created the
 * users, sessions and content_events tables together (`user_version` 1): that is version 1 of
 * both the auth and the publish domain.
 */
function adoptLegacy(db: DatabaseSync): void {
  const { user_version: version } = db.prepare("PRAGMA user_version").get() as { user_version: number };
  if (version === 0) return;
  if (version !== 1) throw new Error(`site.db has user_version ${version}, which this code does not know`);
  db.prepare("INSERT OR IGNORE INTO schema_versions (domain, version) VALUES ('auth', 1), ('publish', 1)").run();
  db.exec("PRAGMA user_version = 0");
}

/**
 * Opens `<dataDir>/site.db` (WAL, synchronous=FULL) and brings every domain's tables up to date:
 * each domain's pending migrations run in one transaction, its version is kept in `schema_versions`.
 */
export function openSiteDatabase(dataDir: string, tables: readonly TableSet[]): DatabaseSync {
  const db = openDatabase(join(dataDir, SITE_DB_FILE));
  transaction(db, () => {
    db.exec("CREATE TABLE IF NOT EXISTS schema_versions (domain TEXT PRIMARY KEY, version INTEGER NOT NULL)");
    adoptLegacy(db);
  });
  for (const { domain, migrations } of tables) {
    runMigrations(db, migrations, {
      label: `site.db: the ${domain} tables' schema`,
      read: () => (db.prepare("SELECT version FROM schema_versions WHERE domain = ?").get(domain) as { version: number } | undefined)?.version ?? 0,
      write: (version) =>
        db
          .prepare("INSERT INTO schema_versions (domain, version) VALUES (?, ?) ON CONFLICT (domain) DO UPDATE SET version = excluded.version")
          .run(domain, version),
    });
  }
  return db;
}
