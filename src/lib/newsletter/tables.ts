import type { TableSet } from "../db/site-db.ts";

/**
 * The newsletter's table in the site database: signups waiting for their confirmation (double
 * opt-in). An address reaches the content service's private `recipients` schema only once its
 * owner confirmed it; until then it stays here, never readable through any public API, and a row
 * older than the confirm link's lifetime is dropped with the next signup.
 */
export const NEWSLETTER_TABLES: TableSet = {
  domain: "newsletter",
  migrations: [
    `CREATE TABLE newsletter_signups (
       email TEXT PRIMARY KEY COLLATE NOCASE,
       name TEXT NOT NULL DEFAULT '',
       language TEXT NOT NULL,
       requested_at INTEGER NOT NULL
     );
     CREATE INDEX newsletter_signups_requested ON newsletter_signups(requested_at);`,
  ],
};
