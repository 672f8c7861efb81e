import type { User } from "./users.ts";

/** The page where an editor changes the password and logs out. */
export const ACCOUNT_PATH = "/manage/account";

/** What a user who must change the first-start password may still reach with the session. */
const OPEN_PATHS = new Set([ACCOUNT_PATH, "/api/_auth/password", "/api/_auth/logout", "/api/_auth/session"]);

/**
 * The rule for a user whose first-start one-time password must be changed, by request path
 * (decoded and lower-cased): `pass` for the account page and the session, password and logout
 * endpoints; `account` (send them to the account page) for every other `/manage` path;
 * `anonymous` elsewhere: the session carries no editor rights until the password is changed.
 * Every other request (no user, or a changed password) is `pass`.
 */
export function firstPasswordRule(user: User | undefined, path: string): "pass" | "account" | "anonymous" {
  if (!user?.mustChangePassword) return "pass";
  const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (OPEN_PATHS.has(bare)) return "pass";
  return bare === "/manage" || bare.startsWith("/manage/") ? "account" : "anonymous";
}

/** The redirect to the account page (303: a refused form post is not repeated there). */
export function accountRedirect(): Response {
  return new Response(null, { status: 303, headers: { location: ACCOUNT_PATH, "cache-control": "no-store" } });
}
