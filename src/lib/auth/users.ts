import type { DatabaseSync } from "node:sqlite";
import { prepared } from "../../base/prepared.ts";
import type { Config } from "../config.ts";
import { generatePassword, hashPassword } from "./password.ts";

/** A user as the site sees it (no hash). */
export interface User {
  id: number;
  email: string;
  name: string;
  superuser: boolean;
  mustChangePassword: boolean;
  /** A disabled account cannot log in and has no sessions. */
  disabled: boolean;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  superuser: number;
  must_change_password: number;
  disabled: number;
  created_at: number;
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  superuser: row.superuser === 1,
  mustChangePassword: row.must_change_password === 1,
  disabled: row.disabled === 1,
});

/** The user with `email` (case-insensitive) and their password hash, if any. */
export function findUserByEmail(db: DatabaseSync, email: string): (User & { passwordHash: string }) | undefined {
  const row = prepared(db, "SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;
  return row ? { ...toUser(row), passwordHash: row.password_hash } : undefined;
}

/** The user with `id`, if any. */
export function findUserById(db: DatabaseSync, id: number): User | undefined {
  const row = prepared(db, "SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;
  return row ? toUser(row) : undefined;
}

/** Every user with when the account was made, by e-mail address. */
export function listUsers(db: DatabaseSync): (User & { createdAt: number })[] {
  const rows = prepared(db, "SELECT * FROM users ORDER BY email").all() as unknown as UserRow[];
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
}

/** One more enabled superuser than `userId` exists: the condition for taking that user's rights away. */
const ANOTHER_SUPERUSER = "(SELECT COUNT(*) FROM users WHERE superuser = 1 AND disabled = 0 AND id <> ?) > 0";

/**
 * Makes `userId` a superuser or an editor. Taking the role from the last enabled superuser is
 * refused (false, nothing changed); the check and the change are one statement, so two admins
 * demoting each other at once cannot both succeed. False too for an unknown user.
 */
export function setSuperuser(db: DatabaseSync, userId: number, superuser: boolean): boolean {
  const result = superuser
    ? prepared(db, "UPDATE users SET superuser = 1 WHERE id = ?").run(userId)
    : prepared(db, `UPDATE users SET superuser = 0 WHERE id = ? AND (superuser = 0 OR disabled = 1 OR ${ANOTHER_SUPERUSER})`).run(userId, userId);
  return Number(result.changes) > 0;
}

/**
 * Disables or enables `userId`. Disabling the last enabled superuser is refused (false, nothing
 * changed); the caller ends a disabled user's sessions. False too for an unknown user.
 */
export function setDisabled(db: DatabaseSync, userId: number, disabled: boolean): boolean {
  const result = disabled
    ? prepared(db, `UPDATE users SET disabled = 1 WHERE id = ? AND (superuser = 0 OR ${ANOTHER_SUPERUSER})`).run(userId, userId)
    : prepared(db, "UPDATE users SET disabled = 0 WHERE id = ?").run(userId);
  return Number(result.changes) > 0;
}

/** Creates a user with a freshly hashed password. */
export async function createUser(
  db: DatabaseSync,
  input: { email: string; name?: string; password: string; superuser?: boolean; mustChangePassword?: boolean },
): Promise<User> {
  return insertUser(db, { ...input, passwordHash: await hashPassword(input.password) });
}

/** Inserts a user whose password is hashed already (synchronous: it can run inside a transaction). */
export function insertUser(
  db: DatabaseSync,
  input: { email: string; name?: string; passwordHash: string; superuser?: boolean; mustChangePassword?: boolean },
): User {
  const insert = prepared(db, "INSERT INTO users (email, name, password_hash, superuser, must_change_password, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const result = insert.run(input.email, input.name ?? "", input.passwordHash, input.superuser ? 1 : 0, input.mustChangePassword ? 1 : 0, Date.now());
  return findUserById(db, Number(result.lastInsertRowid))!;
}

/**
 * Makes sure a first admin (superuser) exists. With ADMIN_EMAIL and ADMIN_PASSWORD set, that
 * account is created if missing. Otherwise, when no user exists at all, an admin (ADMIN_EMAIL or
 * `admin@localhost`) gets a generated one-time password, printed once to stdout, and must change
 * it. There is no default password.
 */
export async function ensureAdmin(db: DatabaseSync, config: Config, log: (line: string) => void = console.log): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    if (!findUserByEmail(db, config.adminEmail)) {
      await createAdmin(db, { email: config.adminEmail, name: "Admin", password: config.adminPassword, superuser: true });
    }
    return;
  }
  const count = (prepared(db, "SELECT COUNT(*) AS n FROM users").get() as { n: number }).n;
  if (count > 0) return;
  const email = config.adminEmail ?? "admin@localhost";
  const password = generatePassword();
  if (await createAdmin(db, { email, name: "Admin", password, superuser: true, mustChangePassword: true })) {
    log(`First start: created admin ${email} with one-time password ${password} — change it after logging in.`);
  }
}

/**
 * Creates the first admin; false when another site process sharing the site database created the
 * same account at the same moment (several processes starting together).
 */
async function createAdmin(db: DatabaseSync, user: Parameters<typeof createUser>[1]): Promise<boolean> {
  try {
    await createUser(db, user);
    return true;
  } catch (error) {
    if (findUserByEmail(db, user.email)) return false;
    throw error;
  }
}

/** Sets a new password for `userId` and clears the must-change flag of a first-start password. */
export async function setPassword(db: DatabaseSync, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  prepared(db, "UPDATE users SET password_hash = ?, must_change_password = 0 WHERE id = ?").run(hash, userId);
}

/** The stored password hash of `userId`, if the user exists. */
export function passwordHashOf(db: DatabaseSync, userId: number): string | undefined {
  const row = prepared(db, "SELECT password_hash FROM users WHERE id = ?").get(userId) as { password_hash: string } | undefined;
  return row?.password_hash;
}
