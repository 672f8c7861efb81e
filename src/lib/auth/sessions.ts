import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import { isTokenKey, newToken, tokenKey } from "./secret-token.ts";

/** A session ends 30 minutes after its last use. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** A session ends 12 hours after login, however active. */
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most once per minute per session. */
export const TOUCH_EVERY_MS = 60 * 1000;

/**
 * Where sessions live: the site database by default, Redis when several site processes share them.
 * Ids are secret tokens (src/lib/auth/secret-token.ts); stores keep only their `tokenKey`, so a
 * leaked store holds no usable session.
 */
export interface SessionStore {
  /** Opens a session for `userId` from the browser `device` (its User-Agent, shortened); returns its id. */
  create(userId: number, now?: number, device?: string): Promise<string>;
  /** The user id of a live session, refreshing its idle timer; expired, unknown or malformed ids give undefined. */
  userOf(id: string | undefined, now?: number): Promise<number | undefined>;
  /** Ends a session; its id is dead from now on. */
  delete(id: string | undefined): Promise<void>;
  /** Ends every session of `userId` except `keepId` (after a password change). */
  deleteForUser(userId: number, keepId?: string): Promise<void>;
  /** The live sessions of `userId`, the last used first. */
  list(userId: number, now?: number): Promise<SessionInfo[]>;
  /** Ends the session of `userId` whose key (`SessionInfo.key`) is `key`; false when there is none. */
  deleteKey(userId: number, key: string): Promise<boolean>;
}

/** A live session as its user sees it in the account page. */
export interface SessionInfo {
  /** The stored key (SHA-256 of the id): names the session in a form without revealing its id. */
  key: string;
  createdAt: number;
  lastSeenAt: number;
  /** The User-Agent it was opened with (at most DEVICE_MAX characters); `""` when unknown. */
  device: string;
}

/** How much of a User-Agent a session keeps. */
export const DEVICE_MAX = 300;
/** The User-Agent as a session keeps it. */
export const deviceOf = (userAgent: string | null | undefined) => (userAgent ?? "").slice(0, DEVICE_MAX);
/** Milliseconds the session has left (idle and absolute timeouts), 0 when it has ended. */
export function sessionTimeLeft(createdAt: number, lastSeenAt: number, now: number): number {
  return Math.max(0, Math.min(lastSeenAt + IDLE_TIMEOUT_MS - now, createdAt + ABSOLUTE_TIMEOUT_MS - now));
}

/** Sessions in the site database's `sessions` table. */
export function sqliteSessionStore(db: DatabaseSync): SessionStore {
  let pruned = 0;
  return {
    async create(userId, now = Date.now(), device = "") {
      // Expired rows go now and then, on login: nothing reads them, they only take space.
      if (now - pruned > TOUCH_EVERY_MS) {
        pruned = now;
        prepared(db, "DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?").run(now - IDLE_TIMEOUT_MS, now - ABSOLUTE_TIMEOUT_MS);
      }
      const id = newToken();
      prepared(db, "INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, user_agent) VALUES (?, ?, ?, ?, ?)").run(
        tokenKey(id)!,
        userId,
        now,
        now,
        deviceOf(device),
      );
      return id;
    },
    async userOf(id, now = Date.now()) {
      const key = tokenKey(id);
      if (!key) return undefined;
      const row = prepared(db, "SELECT user_id, created_at, last_seen_at FROM sessions WHERE id_hash = ?").get(key) as
        { user_id: number; created_at: number; last_seen_at: number } | undefined;
      if (!row) return undefined;
      if (sessionTimeLeft(row.created_at, row.last_seen_at, now) === 0) {
        prepared(db, "DELETE FROM sessions WHERE id_hash = ?").run(key);
        return undefined;
      }
      if (now - row.last_seen_at > TOUCH_EVERY_MS) prepared(db, "UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, key);
      return row.user_id;
    },
    async delete(id) {
      const key = tokenKey(id);
      if (key) prepared(db, "DELETE FROM sessions WHERE id_hash = ?").run(key);
    },
    async deleteForUser(userId, keepId) {
      prepared(db, "DELETE FROM sessions WHERE user_id = ? AND id_hash <> ?").run(userId, tokenKey(keepId) ?? "");
    },
    async list(userId, now = Date.now()) {
      const rows = prepared(db, "SELECT id_hash, created_at, last_seen_at, user_agent FROM sessions WHERE user_id = ? ORDER BY last_seen_at DESC").all(
        userId,
      ) as {
        id_hash: string;
        created_at: number;
        last_seen_at: number;
        user_agent: string;
      }[];
      return rows
        .filter((row) => sessionTimeLeft(row.created_at, row.last_seen_at, now) > 0)
        .map((row) => ({ key: row.id_hash, createdAt: row.created_at, lastSeenAt: row.last_seen_at, device: row.user_agent }));
    },
    async deleteKey(userId, key) {
      if (!isTokenKey(key)) return false;
      return Number(prepared(db, "DELETE FROM sessions WHERE id_hash = ? AND user_id = ?").run(key, userId).changes) > 0;
    },
  };
}
