import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { openSiteDatabase } from "../db/site-db.ts";
import { verifyPassword } from "./password.ts";
import { AUTH_TABLES } from "./tables.ts";
import { ensureAdmin, findUserByEmail, passwordHashOf, setPassword } from "./users.ts";

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), "baukasten-users-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("ensureAdmin", () => {
  it("creates a first admin with a one-time password printed once, flagged to change it", async () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    const db = openSiteDatabase(config.dataDir, [AUTH_TABLES]);
    const lines: string[] = [];
    await ensureAdmin(db, config, (l) => lines.push(l));
    await ensureAdmin(db, config, (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    const m = /^First start: created admin admin@localhost with one-time password (\S+) — change it after logging in\.$/.exec(lines[0]!);
    expect(m).not.toBeNull();
    const user = findUserByEmail(db, "admin@localhost")!;
    expect(user).toMatchObject({ superuser: true, mustChangePassword: true });
    expect(await verifyPassword(m![1]!, user.passwordHash)).toBe(true);
    expect(await verifyPassword("admin", user.passwordHash)).toBe(false);
  });

  it("creates one admin when two site processes sharing the database start together, and prints the password that works", async () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    const [one, two] = [openSiteDatabase(config.dataDir, [AUTH_TABLES]), openSiteDatabase(config.dataDir, [AUTH_TABLES])];
    const lines: string[] = [];
    await Promise.all([ensureAdmin(one, config, (l) => lines.push(l)), ensureAdmin(two, config, (l) => lines.push(l))]);
    expect(lines).toHaveLength(1);
    const password = /one-time password (\S+)/.exec(lines[0]!)![1]!;
    expect(await verifyPassword(password, findUserByEmail(two, "admin@localhost")!.passwordHash)).toBe(true);

    const named = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: "boss@example.test", ADMIN_PASSWORD: "a-long-password-123" });
    const dbs = [openSiteDatabase(named.dataDir, [AUTH_TABLES]), openSiteDatabase(named.dataDir, [AUTH_TABLES])];
    await Promise.all(dbs.map((db) => ensureAdmin(db, named, () => {})));
    expect(findUserByEmail(dbs[0]!, "boss@example.test")).toBeDefined();
  });

  it("uses ADMIN_EMAIL/ADMIN_PASSWORD without printing anything", async () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: "boss@example.test", ADMIN_PASSWORD: "a-long-password-123" });
    const db = openSiteDatabase(config.dataDir, [AUTH_TABLES]);
    const lines: string[] = [];
    await ensureAdmin(db, config, (l) => lines.push(l));
    expect(lines).toEqual([]);
    const user = findUserByEmail(db, "BOSS@example.test")!;
    expect(user).toMatchObject({ superuser: true, mustChangePassword: false });
    expect(await verifyPassword("a-long-password-123", user.passwordHash)).toBe(true);
  });
});

describe("setPassword", () => {
  it("replaces the hash and clears the first-start flag", async () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    const db = openSiteDatabase(config.dataDir, [AUTH_TABLES]);
    await ensureAdmin(db, config, () => {});
    const admin = findUserByEmail(db, "admin@localhost")!;
    await setPassword(db, admin.id, "a-brand-new-password");
    expect(findUserByEmail(db, "admin@localhost")).toMatchObject({ mustChangePassword: false });
    expect(await verifyPassword("a-brand-new-password", passwordHashOf(db, admin.id)!)).toBe(true);
  });
});
