import type { TableSet } from "../db/site-db.ts";

/**
 * Practitioner registrations in the site database: one row per practitioner entry made through
 * `/practitioners/register`, with the address its verification link went to, the applicant's
 * language (for later mails) and when the address was verified (NULL until then; reset when an
 * edit changes the address). The entry itself lives in the content service.
 */
export const REGISTRATION_TABLES: TableSet = {
  domain: "registration",
  migrations: [
    `CREATE TABLE practitioner_registrations (
       practitioner_id TEXT PRIMARY KEY,
       email TEXT NOT NULL COLLATE NOCASE,
       language TEXT NOT NULL,
       created_at INTEGER NOT NULL,
       updated_at INTEGER NOT NULL,
       verified_at INTEGER
     );
     CREATE INDEX practitioner_registrations_email ON practitioner_registrations(email);`,
  ],
};
