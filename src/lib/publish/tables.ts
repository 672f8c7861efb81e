import type { TableSet } from "../db/site-db.ts";

/** The publish domain's table in the site database: every accepted content event. */
export const PUBLISH_TABLES: TableSet = {
  domain: "publish",
  migrations: [
    `CREATE TABLE content_events (
       id INTEGER PRIMARY KEY,
       type TEXT NOT NULL,
       schema_name TEXT,
       content_id TEXT,
       status TEXT,
       received_at INTEGER NOT NULL
     );`,
  ],
};
