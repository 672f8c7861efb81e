import type { TableSet } from "../db/site-db.ts";

/**
 * The auth domain's tables in the site database: users (with a disabled flag), sessions (with the
 * browser that opened them), failed-login records and invitations (only a token's SHA-256 is kept).
 */
export const AUTH_TABLES: TableSet = {
  domain: "auth",
  migrations: [
    `CREATE TABLE users (
       id INTEGER PRIMARY KEY,
       email TEXT NOT NULL UNIQUE COLLATE NOCASE,
       name TEXT NOT NULL DEFAULT '',
       password_hash TEXT NOT NULL,
       superuser INTEGER NOT NULL DEFAULT 0,
       must_change_password INTEGER NOT NULL DEFAULT 0,
       created_at INTEGER NOT NULL
     );
     CREATE TABLE sessions (
       id_hash TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
       created_at INTEGER NOT NULL,
       last_seen_at INTEGER NOT NULL
     );
     CREATE INDEX sessions_user ON sessions(user_id);`,
    `CREATE TABLE login_failures (
       scope TEXT NOT NULL,
       key TEXT NOT NULL,
       account TEXT NOT NULL,
       at INTEGER NOT NULL
     );
     CREATE INDEX login_failures_key ON login_failures(scope, key, at);
     CREATE INDEX login_failures_at ON login_failures(at);`,
    `ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
     CREATE TABLE invites (
       token_hash TEXT PRIMARY KEY,
       email TEXT NOT NULL COLLATE NOCASE,
       superuser INTEGER NOT NULL DEFAULT 0,
       invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
       created_at INTEGER NOT NULL,
       expires_at INTEGER NOT NULL,
       used_at INTEGER
     );
     CREATE INDEX invites_email ON invites(email);`,
  ],
};
