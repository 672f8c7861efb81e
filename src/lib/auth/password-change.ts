import * as v from "valibot";
import { HttpError, type ErrorDetails } from "../errors/http-error.ts";
import type { AuthParts } from "./login.ts";
import { PASSWORD_MIN_LENGTH, verifyPassword } from "./password.ts";
import { passwordHashOf, setPassword, type User } from "./users.ts";

const PASSWORD_MAX_LENGTH = 1024;

/** The fields of the password form. */
export const PASSWORD_FIELDS = ["current", "next", "confirm"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** What can be wrong with one field; each has the UI string `account.error.<problem>`. */
const PASSWORD_PROBLEMS = ["required", "short", "long", "same", "mismatch", "wrong", "limited"] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** The first problem of each field that has one. */
export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

const problem = (name: PasswordProblem) => name;
const filled = v.pipe(v.string(), v.nonEmpty(problem("required")), v.maxLength(PASSWORD_MAX_LENGTH, problem("long")));
const same = (a: string, b: string) => a.normalize("NFC") === b.normalize("NFC");

/**
 * `POST /api/_auth/password` (JSON or form): the current password and the new one twice. Issue
 * messages are problem names, so a ParseError's fields read `{ next: ["short"], confirm: ["mismatch"] }`.
 */
export const PasswordChangeBody = v.pipe(
  v.object({ current: filled, next: v.pipe(filled, v.minLength(PASSWORD_MIN_LENGTH, problem("short"))), confirm: filled }),
  v.forward(
    v.partialCheck([["current"], ["next"]], (i) => !same(i.current, i.next), problem("same")),
    ["next"],
  ),
  v.forward(
    v.partialCheck([["next"], ["confirm"]], (i) => same(i.next, i.confirm), problem("mismatch")),
    ["confirm"],
  ),
);

const isField = (value: string): value is PasswordField => (PASSWORD_FIELDS as readonly string[]).includes(value);
const isProblem = (value: string): value is PasswordProblem => (PASSWORD_PROBLEMS as readonly string[]).includes(value);

/**
 * The first known problem of each field in error details by field (a ParseError's `fields`, an
 * HttpError's `details`); other fields and messages are left out.
 */
export function fieldProblems(details: ErrorDetails): PasswordProblems {
  const problems: PasswordProblems = {};
  for (const [name, messages] of Object.entries(details)) {
    const what = messages.find(isProblem);
    if (isField(name) && what) problems[name] ??= what;
  }
  return problems;
}

/**
 * Changes `user`'s password after checking the current one, clears a first-start must-change
 * flag, and ends every other session of the user (the one in `sessionId` stays). Wrong current
 * passwords count as failed logins of the account: over the limit the change is refused with 429
 * even with the right password, like a login.
 */
export async function changePassword(
  auth: AuthParts,
  input: { user: User; current: string; next: string; clientAddress: string; sessionId: string | undefined },
): Promise<void> {
  const account = input.user.email.toLowerCase();
  const wait = await auth.loginLimits.waitMs(account, input.clientAddress);
  if (wait > 0) {
    throw new HttpError("TooManyRequests", { details: { current: ["limited"] }, headers: { "retry-after": String(Math.ceil(wait / 1000)) } });
  }
  const hash = passwordHashOf(auth.db, input.user.id);
  if (!hash || !(await verifyPassword(input.current, hash))) {
    await auth.loginLimits.fail(account, input.clientAddress);
    console.warn(`password change refused for user ${input.user.id}: wrong current password`);
    throw new HttpError("WrongPassword", { details: { current: ["wrong"] } });
  }
  await auth.loginLimits.succeed(account);
  await setPassword(auth.db, input.user.id, input.next);
  await auth.sessions.deleteForUser(input.user.id, input.sessionId);
  console.log(`password changed for user ${input.user.id}; other sessions ended`);
}
