import type { TableSet } from "../db/site-db.ts";

/**
 * Attempts of visitor forms (booking, registration, contact, newsletter), one row per attempt and
 * key: `scope` names the form, `key` is `address:<ip>` or `email:<address>`. Rows older than the
 * longest window are dropped as new ones arrive. In the site database, so every site process on
 * the machine counts together.
 */
export const VISITOR_FORM_TABLES: TableSet = {
  domain: "visitor-forms",
  migrations: [
    `CREATE TABLE visitor_form_attempts (
       scope TEXT NOT NULL,
       key TEXT NOT NULL,
       at INTEGER NOT NULL
     );
     CREATE INDEX visitor_form_attempts_key ON visitor_form_attempts(scope, key, at);`,
  ],
};
