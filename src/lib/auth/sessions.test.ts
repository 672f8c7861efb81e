import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { AUTH_TABLES } from "./tables.ts";
import { createUser } from "./users.ts";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, sqliteSessionStore } from "./sessions.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-sessions-"));
const db = openSiteDatabase(dir, [AUTH_TABLES]);
const sessions = sqliteSessionStore(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("sessions in the site database", async () => {
  const user = await createUser(db, { email: "ed@example.test", password: "pw-0123456789", superuser: false });
  const other = await createUser(db, { email: "al@example.test", password: "pw-0123456789", superuser: false });

  it("issues 256-bit ids, stores only their hash, and ends on delete", async () => {
    const id = await sessions.create(user.id, 0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(db.prepare("SELECT * FROM sessions").all())).not.toContain(id);
    expect(await sessions.userOf(id, 1000)).toBe(user.id);
    await sessions.delete(id);
    expect(await sessions.userOf(id, 2000)).toBeUndefined();
  });

  it("expires after the idle timeout", async () => {
    const id = await sessions.create(user.id, 0);
    expect(await sessions.userOf(id, IDLE_TIMEOUT_MS - 1)).toBe(user.id);
    expect(await sessions.userOf(id, 2 * IDLE_TIMEOUT_MS)).toBeUndefined();
  });

  it("expires after the absolute timeout however active", async () => {
    const id = await sessions.create(user.id, 0);
    for (let t = 0; t < ABSOLUTE_TIMEOUT_MS; t += IDLE_TIMEOUT_MS / 2) expect(await sessions.userOf(id, t)).toBe(user.id);
    expect(await sessions.userOf(id, ABSOLUTE_TIMEOUT_MS + 1)).toBeUndefined();
  });

  it("never adopts forged ids", async () => {
    expect(await sessions.userOf("0".repeat(43), 0)).toBeUndefined();
    expect(await sessions.userOf("123e4567-e89b-12d3-a456-426614174000", 0)).toBeUndefined();
    expect(await sessions.userOf("", 0)).toBeUndefined();
  });

  it("ends every other session of a user, and only that user's", async () => {
    const now = Date.now();
    const [kept, ended, others] = [await sessions.create(user.id, now), await sessions.create(user.id, now), await sessions.create(other.id, now)];
    await sessions.deleteForUser(user.id, kept);
    expect(await sessions.userOf(kept, now)).toBe(user.id);
    expect(await sessions.userOf(ended, now)).toBeUndefined();
    expect(await sessions.userOf(others, now)).toBe(other.id);
  });
});

describe("a user's list of sessions", async () => {
  const dir2 = mkdtempSync(join(tmpdir(), "baukasten-session-list-"));
  const db2 = openSiteDatabase(dir2, [AUTH_TABLES]);
  const store = sqliteSessionStore(db2);
  afterAll(() => {
    db2.close();
    rmSync(dir2, { recursive: true, force: true });
  });
  const user = await createUser(db2, { email: "list@example.test", password: "pw-0123456789" });
  const other = await createUser(db2, { email: "other@example.test", password: "pw-0123456789" });

  it("lists live sessions with their browser, last used first, and ends one by its key, only the user's own", async () => {
    const first = await store.create(user.id, 0, "Firefox/1");
    const second = await store.create(user.id, 1000, "x".repeat(500));
    const foreign = await store.create(other.id, 1000, "Chrome/1");
    const list = await store.list(user.id, 2000);
    expect(list.map((s) => s.device)).toEqual(["x".repeat(300), "Firefox/1"]);
    expect(JSON.stringify(list)).not.toContain(first);
    const foreignKey = (await store.list(other.id, 2000))[0]!.key;
    expect(await store.deleteKey(user.id, foreignKey)).toBe(false);
    expect(await store.userOf(foreign, 2000)).toBe(other.id);
    expect(await store.deleteKey(user.id, list[1]!.key)).toBe(true);
    expect(await store.userOf(first, 2000)).toBeUndefined();
    expect(await store.userOf(second, 2000)).toBe(user.id);
    expect(await store.deleteKey(user.id, "not-a-key")).toBe(false);
    expect(await store.list(user.id, 2 * IDLE_TIMEOUT_MS)).toEqual([]);
  });
});
