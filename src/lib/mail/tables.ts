import type { TableSet } from "../db/site-db.ts";

/**
 * The mail domain's table in the site database: every message the site sends, from its queueing
 * to its delivery or failure, kept as the admin's outbox. `status` is `outbox` (no SMTP configured:
 * kept, never sent), `queued` (waiting or retrying), `sent` or `failed`; a worker holds a queued
 * message while `lease_until` lies ahead, `lease_owner` naming it.
 */
export const MAIL_TABLES: TableSet = {
  domain: "mail",
  migrations: [
    `CREATE TABLE mail_messages (
       id INTEGER PRIMARY KEY,
       status TEXT NOT NULL CHECK (status IN ('outbox', 'queued', 'sent', 'failed')),
       kind TEXT NOT NULL,
       lang TEXT NOT NULL,
       recipient TEXT NOT NULL,
       subject TEXT NOT NULL,
       text TEXT NOT NULL,
       html TEXT,
       headers TEXT NOT NULL DEFAULT '{}',
       attachments TEXT NOT NULL DEFAULT '[]',
       attempts INTEGER NOT NULL DEFAULT 0,
       next_attempt_at INTEGER NOT NULL,
       lease_owner TEXT,
       lease_until INTEGER,
       last_error TEXT,
       created_at INTEGER NOT NULL,
       sent_at INTEGER
     );
     CREATE INDEX mail_messages_due ON mail_messages(status, next_attempt_at);
     CREATE INDEX mail_messages_created ON mail_messages(created_at DESC, id DESC);`,
  ],
};
