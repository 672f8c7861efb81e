import type { DatabaseSync } from "node:sqlite";
import * as v from "valibot";
import { createInvite, revokeInvite } from "./invites.ts";
import { TOKEN_KEY } from "./secret-token.ts";
import type { SessionStore } from "./sessions.ts";
import { findUserById, setDisabled, setSuperuser, type User } from "./users.ts";

/** The longest e-mail address an invitation takes. */
export const EMAIL_MAX = 254;

/** The posts of the users page (`/manage/users`), one per `action`. */
export const UserAdminBody = v.variant("action", [
  v.object({
    action: v.literal("invite"),
    email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.nonEmpty("required"), v.maxLength(EMAIL_MAX, "long"), v.email("email")),
    role: v.picklist(["editor", "superuser"], "role"),
  }),
  v.object({ action: v.literal("role"), user: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)), role: v.picklist(["editor", "superuser"]) }),
  v.object({ action: v.picklist(["disable", "enable"]), user: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1)) }),
  v.object({ action: v.literal("revoke"), invite: v.pipe(v.string(), v.regex(TOKEN_KEY)) }),
]);
export type UserAdminInput = v.InferOutput<typeof UserAdminBody>;

/** Why a post changed nothing; each has the UI string `users.refused.<reason>`. */
export type UserAdminRefusal = "exists" | "lastSuperuser" | "self" | "gone";

/** What a post did: a `done` notice (`users.done.<done>`) naming `email`, the new invitation's link, or a refusal. */
export type UserAdminOutcome =
  | { ok: true; done: "invited" | "role" | "disabled" | "enabled" | "revoked"; email: string; invite?: { token: string; expiresAt: number } }
  | { ok: false; status: 404 | 409; reason: UserAdminRefusal; email?: string };

const refused = (status: 404 | 409, reason: UserAdminRefusal, email?: string): UserAdminOutcome => ({ ok: false, status, reason, email });

/**
 * Runs one users-page post for the superuser `actor` (the caller checks the role). Nothing is
 * written when it is refused: a second account with the same address, the last enabled superuser
 * losing the role or being disabled, an actor disabling themself, an unknown user or invitation.
 * Disabling a user ends all of their sessions.
 */
export async function runUserAdmin(deps: { db: DatabaseSync; sessions: SessionStore }, actor: User, input: UserAdminInput): Promise<UserAdminOutcome> {
  const { db } = deps;
  if (input.action === "invite") {
    const invite = createInvite(db, { email: input.email, superuser: input.role === "superuser", invitedBy: actor.id });
    if (invite === "exists") return refused(409, "exists", input.email);
    console.log(`user ${actor.id} invited a new ${input.role}`);
    return { ok: true, done: "invited", email: input.email, invite };
  }
  if (input.action === "revoke") {
    return revokeInvite(db, input.invite) ? { ok: true, done: "revoked", email: "" } : refused(404, "gone");
  }
  const target = findUserById(db, input.user);
  if (!target) return refused(404, "gone");
  if (input.action === "role") {
    if (!setSuperuser(db, target.id, input.role === "superuser")) return refused(409, "lastSuperuser", target.email);
    console.log(`user ${actor.id} made user ${target.id} ${input.role}`);
    return { ok: true, done: "role", email: target.email };
  }
  if (input.action === "disable") {
    if (target.id === actor.id) return refused(409, "self", target.email);
    if (!setDisabled(db, target.id, true)) return refused(409, "lastSuperuser", target.email);
    await deps.sessions.deleteForUser(target.id);
    console.log(`user ${actor.id} disabled user ${target.id}; their sessions ended`);
    return { ok: true, done: "disabled", email: target.email };
  }
  setDisabled(db, target.id, false);
  console.log(`user ${actor.id} enabled user ${target.id}`);
  return { ok: true, done: "enabled", email: target.email };
}
