import { DatabaseSync } from "node:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Opens (creating if needed) a SQLite file in WAL mode with `synchronous=FULL`, so every
 * acknowledged commit survives a crash. With `list` (ordered, append-only migrations counted in
 * `user_version`), the pending ones run in one transaction.
 */
export function openDatabase(file: string, list?: readonly string[]): DatabaseSync {
  mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  const mode = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
  const sync = db.prepare("PRAGMA synchronous").get() as { synchronous: number };
  if (mode.journal_mode !== "wal" || sync.synchronous !== 2) {
    throw new Error(`SQLite at ${file} refused WAL/FULL (got ${mode.journal_mode}/${sync.synchronous})`);
  }
  if (list) migrate(db, list);
  return db;
}

function migrate(db: DatabaseSync, list: readonly string[]): void {
  runMigrations(db, list, {
    label: "Database schema",
    read: () => (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version,
    write: (version) => db.exec(`PRAGMA user_version = ${version}`),
  });
}

/** Where a migration list keeps the number of migrations applied, and how errors name it. */
export interface MigrationVersion {
  label: string;
  read(): number;
  write(version: number): void;
}

/**
 * Runs the pending migrations of `list` (ordered, append-only) in one transaction and records the
 * new version; a version beyond `list` (a newer program wrote the file) is refused.
 */
export function runMigrations(db: DatabaseSync, list: readonly string[], version: MigrationVersion): void {
  // Up to date (the usual case): no write lock taken.
  if (version.read() === list.length) return;
  transaction(db, () => {
    const current = version.read();
    if (current > list.length) throw new Error(`${version.label} version ${current} is newer than this code (${list.length})`);
    if (current === list.length) return;
    for (let i = current; i < list.length; i++) db.exec(list[i]!);
    version.write(list.length);
  });
}

/** Runs `fn` in one IMMEDIATE transaction: all of it commits, or none of it. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
