import { createHash, randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { findUserById, type User } from "./users.ts";
import { prepared } from "../../base/prepared.ts";

/** A session ends 30 minutes after its last use. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends 12 hours after login, however active. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** `last_seen_at` is written at most once per minute per session. */
const TOUCH_EVERY_MS = 60 * 1000;

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Creates a session for `userId` and returns its id: 32 random bytes as base64url (256 bits).
 * Only the SHA-256 of the id is stored, so a leaked database holds no usable session.
 */
export function createSession(db: DatabaseSync, userId: number, now = Date.now()): string {
  const id = randomBytes(32).toString("base64url");
  prepared(db, "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)").run(hashId(id), userId, now, now);
  return id;
}

/** The user of a live session, refreshing its idle timer; expired or unknown ids give undefined. */
export function loadSession(db: DatabaseSync, id: string | undefined, now = Date.now()): User | undefined {
  if (!id || !SESSION_ID.test(id)) return undefined;
  const key = hashId(id);
  const row = prepared(db, "SELECT user_id, created_at, last_seen_at FROM sessions WHERE id_hash = ?").get(key) as
    | { user_id: number; created_at: number; last_seen_at: number }
    | undefined;
  if (!row) return undefined;
  if (now - row.last_seen_at > IDLE_TIMEOUT_MS || now - row.created_at > ABSOLUTE_TIMEOUT_MS) {
    prepared(db, "DELETE FROM sessions WHERE id_hash = ?").run(key);
    return undefined;
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) prepared(db, "UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, key);
  return findUserById(db, row.user_id);
}

/** Ends a session on the server; its id is dead from now on. */
export function deleteSession(db: DatabaseSync, id: string | undefined): void {
  if (id && SESSION_ID.test(id)) prepared(db, "DELETE FROM sessions WHERE id_hash = ?").run(hashId(id));
}

/** Removes every expired session (called now and then at login). */
export function pruneSessions(db: DatabaseSync, now = Date.now()): void {
  prepared(db, "DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?").run(now - IDLE_TIMEOUT_MS, now - ABSOLUTE_TIMEOUT_MS);
}
