import type { TableSet } from "../db/site-db.ts";

/**
 * The contact domain's table in the site database: the messages visitors send a practitioner
 * through the detail page's form. The practitioner's id and name are kept as they were when the
 * message came (a renamed or removed practitioner leaves the message readable); the sender's details
 * are personal data and never go to the content service. `read_at` is set once an editor marks it read.
 */
export const CONTACT_TABLES: TableSet = {
  domain: "contact",
  migrations: [
    `CREATE TABLE contact_messages (
       id INTEGER PRIMARY KEY,
       practitioner_id TEXT NOT NULL,
       practitioner_name TEXT NOT NULL,
       sender_name TEXT NOT NULL,
       sender_email TEXT NOT NULL,
       message TEXT NOT NULL,
       language TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       read_at INTEGER
     );
     CREATE INDEX contact_messages_created ON contact_messages(created_at DESC, id DESC);`,
  ],
};
