import type { TableSet } from "../db/site-db.ts";

/**
 * The page admin's tables in the site database: who of our users made which version of a content
 * item (the content service only knows the site's client) and whether it was a step of a command, and deleted pages kept for restoring.
 */
export const PAGE_ADMIN_TABLES: TableSet = {
  domain: "page-admin",
  migrations: [
    `CREATE TABLE content_edits (
       content_id TEXT NOT NULL,
       version INTEGER NOT NULL,
       user_id INTEGER NOT NULL,
       at INTEGER NOT NULL,
       PRIMARY KEY (content_id, version)
     );
     CREATE TABLE deleted_pages (
       id INTEGER PRIMARY KEY,
       content_id TEXT NOT NULL,
       status TEXT NOT NULL,
       data TEXT NOT NULL,
       title TEXT NOT NULL,
       deleted_by INTEGER NOT NULL,
       deleted_at INTEGER NOT NULL,
       expires_at INTEGER NOT NULL
     );
     CREATE INDEX deleted_pages_expires ON deleted_pages(expires_at);`,
    // A step is a version made on the way to the next one by the same command (a draft made for a
    // save, the save inside a publish): the version history lists the command once, as its last version.
    `ALTER TABLE content_edits ADD COLUMN step INTEGER NOT NULL DEFAULT 0;`,
  ],
};
