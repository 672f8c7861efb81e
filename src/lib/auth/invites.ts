import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { transaction } from "../../base/sqlite.ts";
import { hashPassword } from "./password.ts";
import { isTokenKey, newToken, tokenKey } from "./secret-token.ts";
import { findUserByEmail, insertUser, type User } from "./users.ts";

/** An invitation link works for 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The page an invitation link opens; the token follows as the last path segment. */
export const INVITE_PATH = "/invite";

/** An invitation not yet used and not expired, as the users page lists it. */
export interface PendingInvite {
  /** The stored key (SHA-256 of the token): names the invitation in a form without revealing the link. */
  key: string;
  email: string;
  superuser: boolean;
  invitedBy: string | undefined;
  expiresAt: number;
}

interface InviteRow {
  token_hash: string;
  email: string;
  superuser: number;
  invited_by: number | null;
  expires_at: number;
}

/**
 * Invites `email` as an editor (or superuser) and returns the one-time token of its link (a secret
 * token; only its `tokenKey` is stored). An earlier pending invitation of the same address stops
 * working. Refused (`"exists"`) when an account with the address exists.
 */
export function createInvite(
  db: DatabaseSync,
  input: { email: string; superuser: boolean; invitedBy: number },
  now = Date.now(),
): { token: string; expiresAt: number } | "exists" {
  if (findUserByEmail(db, input.email)) return "exists";
  const token = newToken();
  const expiresAt = now + INVITE_TTL_MS;
  transaction(db, () => {
    prepared(db, "DELETE FROM invites WHERE email = ? AND used_at IS NULL").run(input.email);
    prepared(db, "INSERT INTO invites (token_hash, email, superuser, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)").run(
      tokenKey(token)!,
      input.email,
      input.superuser ? 1 : 0,
      input.invitedBy,
      now,
      expiresAt,
    );
  });
  return { token, expiresAt };
}

/** The invitation behind `token` while it can be accepted (unused, unexpired, no account yet); else undefined. */
export function openInvite(
  db: DatabaseSync,
  token: string | undefined,
  now = Date.now(),
): { email: string; superuser: boolean; expiresAt: number } | undefined {
  const key = tokenKey(token);
  if (!key) return undefined;
  const row = prepared(db, "SELECT * FROM invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?").get(key, now) as InviteRow | undefined;
  if (!row || findUserByEmail(db, row.email)) return undefined;
  return { email: row.email, superuser: row.superuser === 1, expiresAt: row.expires_at };
}

/**
 * Accepts the invitation behind `token`: creates the account with `name` and `password` and uses
 * the link up, in one transaction. Undefined (nothing written) when the link is unknown, used,
 * expired, or its address has an account meanwhile.
 */
export async function acceptInvite(
  db: DatabaseSync,
  token: string | undefined,
  input: { name: string; password: string },
  now = Date.now(),
): Promise<User | undefined> {
  const key = tokenKey(token);
  if (!key || !openInvite(db, token, now)) return undefined;
  const passwordHash = await hashPassword(input.password);
  return transaction(db, () => {
    // Checked again inside the transaction: another request may have used the link while the password was hashed.
    const row = prepared(db, "SELECT * FROM invites WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?").get(key, now) as InviteRow | undefined;
    if (!row || findUserByEmail(db, row.email)) return undefined;
    prepared(db, "UPDATE invites SET used_at = ? WHERE token_hash = ?").run(now, key);
    return insertUser(db, { email: row.email, name: input.name, passwordHash, superuser: row.superuser === 1 });
  });
}

/** The invitations still waiting to be accepted, the newest first, with who sent them. */
export function pendingInvites(db: DatabaseSync, now = Date.now()): PendingInvite[] {
  const rows = prepared(
    db,
    `SELECT invites.*, users.name AS by_name, users.email AS by_email FROM invites LEFT JOIN users ON users.id = invites.invited_by
     WHERE used_at IS NULL AND expires_at > ? ORDER BY created_at DESC`,
  ).all(now) as unknown as (InviteRow & { by_name: string | null; by_email: string | null })[];
  return rows.map((row) => ({
    key: row.token_hash,
    email: row.email,
    superuser: row.superuser === 1,
    invitedBy: row.by_name || row.by_email || undefined,
    expiresAt: row.expires_at,
  }));
}

/** Withdraws a pending invitation by its key; false when there is none. */
export function revokeInvite(db: DatabaseSync, key: string): boolean {
  if (!isTokenKey(key)) return false;
  return Number(prepared(db, "DELETE FROM invites WHERE token_hash = ? AND used_at IS NULL").run(key).changes) > 0;
}
