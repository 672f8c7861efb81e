import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as v from "valibot";
import { openSiteDatabase } from "../db/site-db.ts";
import { login, sessionUser } from "./login.ts";
import { loginLimits, sqliteFailureStore } from "./rate-limit.ts";
import { sqliteSessionStore } from "./sessions.ts";
import { AUTH_TABLES } from "./tables.ts";
import { runUserAdmin, UserAdminBody } from "./user-admin.ts";
import { createUser, findUserById } from "./users.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-user-admin-"));
const db = openSiteDatabase(dir, [AUTH_TABLES]);
const sessions = sqliteSessionStore(db);
const auth = { db, sessions, loginLimits: loginLimits(sqliteFailureStore(db)) };
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
const run = (actor: Parameters<typeof runUserAdmin>[1], input: Record<string, string>) => runUserAdmin({ db, sessions }, actor, v.parse(UserAdminBody, input));

describe("managing users", async () => {
  const admin = await createUser(db, { email: "admin@example.test", password: "admin-password-1", superuser: true });
  const editor = await createUser(db, { email: "ed@example.test", password: "editor-password-1" });

  it("never takes the role from the last active superuser, and changes nothing then", async () => {
    expect(await run(admin, { action: "role", user: String(admin.id), role: "editor" })).toMatchObject({ ok: false, status: 409, reason: "lastSuperuser" });
    expect(findUserById(db, admin.id)!.superuser).toBe(true);
    expect(await run(admin, { action: "role", user: String(editor.id), role: "superuser" })).toMatchObject({ ok: true, done: "role" });
    expect(await run(admin, { action: "role", user: String(admin.id), role: "editor" })).toMatchObject({ ok: true });
    expect(await run(admin, { action: "role", user: String(editor.id), role: "editor" })).toMatchObject({ ok: false, reason: "lastSuperuser" });
    expect(await run(admin, { action: "role", user: String(admin.id), role: "superuser" })).toMatchObject({ ok: true });
  });

  it("disables an account: its sessions end and it cannot log in until enabled again", async () => {
    const { sessionId } = await login(auth, { email: editor.email, password: "editor-password-1", clientAddress: "10.0.0.1" });
    expect(await sessionUser(auth, sessionId)).toMatchObject({ id: editor.id });
    expect(await run(admin, { action: "disable", user: String(editor.id) })).toMatchObject({ ok: true, done: "disabled" });
    expect(await sessionUser(auth, sessionId)).toBeUndefined();
    expect(await sessions.list(editor.id)).toEqual([]);
    await expect(login(auth, { email: editor.email, password: "editor-password-1", clientAddress: "10.0.0.1" })).rejects.toMatchObject({
      code: "AccountDisabled",
    });
    await expect(login(auth, { email: editor.email, password: "wrong-password-1", clientAddress: "10.0.0.1" })).rejects.toMatchObject({
      code: "InvalidCredentials",
    });
    expect(await run(admin, { action: "enable", user: String(editor.id) })).toMatchObject({ ok: true, done: "enabled" });
    expect((await login(auth, { email: editor.email, password: "editor-password-1", clientAddress: "10.0.0.1" })).user.id).toBe(editor.id);
  });

  it("refuses disabling oneself or the last superuser, an existing address, and unknown users", async () => {
    expect(await run(admin, { action: "disable", user: String(admin.id) })).toMatchObject({ ok: false, reason: "self" });
    expect(findUserById(db, admin.id)!.disabled).toBe(false);
    expect(await run(admin, { action: "role", user: String(editor.id), role: "editor" })).toMatchObject({ ok: true });
    const other = await createUser(db, { email: "other@example.test", password: "other-password-1" });
    expect(await run(other, { action: "disable", user: String(admin.id) })).toMatchObject({ ok: false, reason: "lastSuperuser" });
    expect(await run(admin, { action: "invite", email: " Ed@Example.test ", role: "editor" })).toMatchObject({ ok: false, status: 409, reason: "exists" });
    expect(await run(admin, { action: "disable", user: "9999" })).toMatchObject({ ok: false, status: 404, reason: "gone" });
  });

  it("reads only well-formed posts", () => {
    for (const bad of [
      {},
      { action: "delete", user: "1" },
      { action: "role", user: "x", role: "editor" },
      { action: "role", user: "2", role: "owner" },
      { action: "invite", email: "no", role: "editor" },
    ]) {
      expect(v.safeParse(UserAdminBody, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
