import type { Config } from "../config.ts";
import { HttpError } from "../errors/http-error.ts";
import { dummyHash, verifyPassword } from "./password.ts";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, createRateLimiter, type RateLimiter } from "./rate-limit.ts";
import { createSession, deleteSession, pruneSessions } from "./sessions.ts";
import { siteDb } from "./site-db.ts";
import { ensureAdminOnce, findUserByEmail, type User } from "./users.ts";

const KEY = Symbol.for("baukasten.loginLimiters");
type Registry = { [KEY]?: { account: RateLimiter; address: RateLimiter } };

/** The process-wide login limiters (per account and per client address). */
function loginLimiters() {
  const registry = globalThis as Registry;
  registry[KEY] ??= { account: createRateLimiter(ACCOUNT_LIMIT), address: createRateLimiter(ADDRESS_LIMIT) };
  return registry[KEY];
}

const logSafe = (s: string) => s.replace(/[^\w@.+-]/g, "?").slice(0, 120);

/**
 * Checks credentials and opens a new session. Refuses with 429 (and `Retry-After`) while the
 * account or the client address is over its failure limit — even with the right password. The
 * session the request already carried (`previousSessionId`) is ended, never adopted.
 */
export async function login(
  config: Config,
  input: { email: string; password: string; clientAddress: string; previousSessionId?: string | undefined },
  limiters = loginLimiters(),
): Promise<{ user: User; sessionId: string }> {
  const accountKey = input.email.trim().toLowerCase();
  const addressKey = input.clientAddress;
  const wait = Math.max(limiters.account.retryAfterMs(accountKey), limiters.address.retryAfterMs(addressKey));
  if (wait > 0) {
    console.warn(`login refused (rate limited) for ${logSafe(accountKey)} from ${logSafe(addressKey)}`);
    throw new HttpError("TooManyRequests", { headers: { "retry-after": String(Math.ceil(wait / 1000)) } });
  }
  await ensureAdminOnce(config);
  const db = siteDb(config.dataDir);
  const found = findUserByEmail(db, accountKey);
  // Verify against a dummy hash for unknown e-mails so timing does not reveal which accounts exist.
  const ok = (await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()))) && found !== undefined;
  if (!ok || !found) {
    limiters.account.fail(accountKey);
    limiters.address.fail(addressKey);
    console.warn(`login failed for ${logSafe(accountKey)} from ${logSafe(addressKey)}`);
    throw new HttpError("InvalidCredentials");
  }
  limiters.account.reset(accountKey);
  deleteSession(db, input.previousSessionId);
  pruneSessions(db);
  const { passwordHash: _hash, ...user } = found;
  return { user, sessionId: createSession(db, user.id) };
}
