import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";
import { CONFIRM_TOKEN_MS } from "./token.ts";

/** A signup waiting for its confirmation. */
export interface PendingSignup {
  email: string;
  name: string;
  language: string;
  requestedAt: number;
}

interface Row {
  email: string;
  name: string;
  language: string;
  requested_at: number;
}

const toSignup = (row: Row): PendingSignup => ({ email: row.email, name: row.name, language: row.language, requestedAt: row.requested_at });

/** Stores (or renews) the pending signup of `signup.email`, dropping those whose confirm link has expired. */
export function savePending(db: DatabaseSync, signup: PendingSignup): void {
  transaction(db, () => {
    prepared(db, "DELETE FROM newsletter_signups WHERE requested_at <= ?").run(signup.requestedAt - CONFIRM_TOKEN_MS);
    prepared(
      db,
      `INSERT INTO newsletter_signups (email, name, language, requested_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET name = excluded.name, language = excluded.language, requested_at = excluded.requested_at`,
    ).run(signup.email, signup.name, signup.language, signup.requestedAt);
  });
}

/** The pending signup of `email`, if any. */
export function findPending(db: DatabaseSync, email: string): PendingSignup | undefined {
  const row = prepared(db, "SELECT * FROM newsletter_signups WHERE email = ?").get(email) as Row | undefined;
  return row && toSignup(row);
}

/**
 * Takes the pending signup of `email` out of the table, if one made after `since` is there: of
 * concurrent confirmations only one gets it.
 */
export function takePending(db: DatabaseSync, email: string, since: number): PendingSignup | undefined {
  const row = prepared(db, "DELETE FROM newsletter_signups WHERE email = ? AND requested_at > ? RETURNING *").get(email, since) as Row | undefined;
  return row && toSignup(row);
}

/** Puts back a signup taken by `takePending` whose confirmation could not be written. */
export function restorePending(db: DatabaseSync, signup: PendingSignup): void {
  prepared(db, "INSERT OR IGNORE INTO newsletter_signups (email, name, language, requested_at) VALUES (?, ?, ?, ?)").run(
    signup.email,
    signup.name,
    signup.language,
    signup.requestedAt,
  );
}

/** Forgets the pending signup of `email` (an unsubscribe before confirming). */
export function dropPending(db: DatabaseSync, email: string): void {
  prepared(db, "DELETE FROM newsletter_signups WHERE email = ?").run(email);
}
