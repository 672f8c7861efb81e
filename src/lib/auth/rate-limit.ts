import { createHash } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";

/** One failed login: when, and (hashed) for which account. */
export interface Failure {
  at: number;
  account: string;
}

/**
 * Where failed logins are counted: the site database by default, Redis when several site
 * processes must share the limits. Keys are a scope (`account`, `address`) and a value in it.
 */
export interface FailureStore {
  /** The failures of `key` at or after `since`, oldest first. */
  since(scope: string, key: string, since: number): Promise<Failure[]>;
  /** Records one failure; what is older than `windowMs` or beyond the newest `keep` may be dropped. */
  record(scope: string, key: string, failure: Failure, windowMs: number, keep: number): Promise<void>;
  /** Forgets every failure of `key`. */
  clear(scope: string, key: string): Promise<void>;
}

/** At most `limit` failures within `windowMs`; with `minAccounts`, only once they span that many accounts. */
export interface LimitPolicy {
  limit: number;
  windowMs: number;
  minAccounts?: number;
}

/** Failed logins per account: 10 per 15 minutes (≤ 40 per hour, under ASVS's 100). */
export const ACCOUNT_LIMIT: LimitPolicy = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Failed logins per client address: 100 per 15 minutes across at least 5 accounts. Credential
 * stuffing tries many accounts from one address; an office behind one NAT address, where a few
 * people mistype, produces a handful of failures on few accounts and must not lock everyone out
 * (each account is limited on its own already).
 */
export const ADDRESS_LIMIT: LimitPolicy = { limit: 100, windowMs: 15 * 60 * 1000, minAccounts: 5 };

/** Milliseconds until a key with `failures` (oldest first, within the window) may try again; 0 = now. */
export function retryAfterMs(failures: readonly Failure[], policy: LimitPolicy, now: number): number {
  const live = failures.filter((f) => f.at > now - policy.windowMs);
  if (live.length < policy.limit) return 0;
  if (policy.minAccounts && new Set(live.map((f) => f.account)).size < policy.minAccounts) return 0;
  // Blocked until enough of the oldest failures leave the window.
  return Math.max(1, live[live.length - policy.limit]!.at + policy.windowMs - now);
}

const accountHash = (account: string) => createHash("sha256").update(account).digest("base64url").slice(0, 16);

/** The login limits over a failure store: per account and per client address. */
export interface LoginLimits {
  /** Milliseconds until this account from this address may try again; 0 = now. */
  waitMs(account: string, address: string): Promise<number>;
  fail(account: string, address: string): Promise<void>;
  /** A successful login clears the account's failures (the address keeps its record). */
  succeed(account: string): Promise<void>;
}

export function loginLimits(store: FailureStore, now: () => number = Date.now): LoginLimits {
  const keep = (policy: LimitPolicy) => policy.limit * 2;
  return {
    async waitMs(account, address) {
      const t = now();
      const [byAccount, byAddress] = await Promise.all([
        store.since("account", account, t - ACCOUNT_LIMIT.windowMs),
        store.since("address", address, t - ADDRESS_LIMIT.windowMs),
      ]);
      return Math.max(retryAfterMs(byAccount, ACCOUNT_LIMIT, t), retryAfterMs(byAddress, ADDRESS_LIMIT, t));
    },
    async fail(account, address) {
      const failure = { at: now(), account: accountHash(account) };
      await Promise.all([
        store.record("account", account, failure, ACCOUNT_LIMIT.windowMs, keep(ACCOUNT_LIMIT)),
        store.record("address", address, failure, ADDRESS_LIMIT.windowMs, keep(ADDRESS_LIMIT)),
      ]);
    },
    succeed: (account) => store.clear("account", account),
  };
}

/** Failed logins in the site database's `login_failures` table (survives a restart). */
export function sqliteFailureStore(db: DatabaseSync): FailureStore {
  let pruned = 0;
  return {
    async since(scope, key, since) {
      return prepared(db, "SELECT at, account FROM login_failures WHERE scope = ? AND key = ? AND at >= ? ORDER BY at").all(
        scope,
        key,
        since,
      ) as unknown as Failure[];
    },
    async record(scope, key, failure, windowMs, keep) {
      prepared(db, "INSERT INTO login_failures (scope, key, account, at) VALUES (?, ?, ?, ?)").run(scope, key, failure.account, failure.at);
      prepared(
        db,
        "DELETE FROM login_failures WHERE scope = ? AND key = ? AND rowid NOT IN (SELECT rowid FROM login_failures WHERE scope = ? AND key = ? ORDER BY at DESC LIMIT ?)",
      ).run(scope, key, scope, key, keep);
      // Every key's old rows, at most once a minute: nothing reads them.
      if (failure.at - pruned > 60_000) {
        pruned = failure.at;
        prepared(db, "DELETE FROM login_failures WHERE at < ?").run(failure.at - windowMs);
      }
    },
    async clear(scope, key) {
      prepared(db, "DELETE FROM login_failures WHERE scope = ? AND key = ?").run(scope, key);
    },
  };
}
