import type { DatabaseSync } from "node:sqlite";
import { HttpError } from "../errors/http-error.ts";
import { dummyHash, verifyPassword } from "./password.ts";
import type { LoginLimits } from "./rate-limit.ts";
import type { SessionStore } from "./sessions.ts";
import { findUserByEmail, findUserById, type User } from "./users.ts";

/** What a login needs: the users, where sessions live and the failure limits. */
export interface AuthParts {
  db: DatabaseSync;
  sessions: SessionStore;
  loginLimits: LoginLimits;
}

const logSafe = (s: string) => s.replace(/[^\w@.+-]/g, "?").slice(0, 120);

/**
 * Checks credentials and opens a new session. Refuses with 429 (and `Retry-After`) while the
 * account or the client address is over its failure limit — even with the right password. The
 * session the request already carried (`previousSessionId`) is ended, never adopted.
 */
export async function login(
  auth: AuthParts,
  input: { email: string; password: string; clientAddress: string; previousSessionId?: string | undefined; device?: string | null },
): Promise<{ user: User; sessionId: string }> {
  const account = input.email.trim().toLowerCase();
  const address = input.clientAddress;
  const wait = await auth.loginLimits.waitMs(account, address);
  if (wait > 0) {
    console.warn(`login refused (rate limited) for ${logSafe(account)} from ${logSafe(address)}`);
    throw new HttpError("TooManyRequests", { headers: { "retry-after": String(Math.ceil(wait / 1000)) } });
  }
  const found = findUserByEmail(auth.db, account);
  // Verify against a dummy hash for unknown e-mails so timing does not reveal which accounts exist.
  const ok = (await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()))) && found !== undefined;
  if (!ok || !found) {
    await auth.loginLimits.fail(account, address);
    console.warn(`login failed for ${logSafe(account)} from ${logSafe(address)}`);
    throw new HttpError("InvalidCredentials");
  }
  await auth.loginLimits.succeed(account);
  // Said only after the right password, so it reveals nothing to someone guessing.
  if (found.disabled) {
    console.warn(`login refused for disabled account ${found.id}`);
    throw new HttpError("AccountDisabled");
  }
  await auth.sessions.delete(input.previousSessionId);
  const { passwordHash: _hash, ...user } = found;
  return { user, sessionId: await auth.sessions.create(user.id, Date.now(), input.device ?? "") };
}

/** The user of the session `id`, if it is live and the user still exists and is not disabled. */
export async function sessionUser(auth: Pick<AuthParts, "db" | "sessions">, id: string | undefined): Promise<User | undefined> {
  const userId = await auth.sessions.userOf(id);
  const user = userId === undefined ? undefined : findUserById(auth.db, userId);
  return user?.disabled ? undefined : user;
}
