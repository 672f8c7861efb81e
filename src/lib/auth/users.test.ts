import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { verifyPassword } from "./password.ts";
import { siteDb } from "./site-db.ts";
import { ensureAdmin, findUserByEmail } from "./users.ts";

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
    const lines: string[] = [];
    await ensureAdmin(config, (l) => lines.push(l));
    await ensureAdmin(config, (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    const m = /^First start: created admin admin@localhost with one-time password (\S+) — change it after logging in\.$/.exec(lines[0]!);
    expect(m).not.toBeNull();
    const user = findUserByEmail(siteDb(config.dataDir), "admin@localhost")!;
    expect(user).toMatchObject({ superuser: true, mustChangePassword: true });
    expect(await verifyPassword(m![1]!, user.passwordHash)).toBe(true);
    expect(await verifyPassword("admin", user.passwordHash)).toBe(false);
  });

  it("uses ADMIN_EMAIL/ADMIN_PASSWORD without printing anything", async () => {
    const config = loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: "boss@example.test", ADMIN_PASSWORD: "a-long-password-123" });
    const lines: string[] = [];
    await ensureAdmin(config, (l) => lines.push(l));
    expect(lines).toEqual([]);
    const user = findUserByEmail(siteDb(config.dataDir), "BOSS@example.test")!;
    expect(user).toMatchObject({ superuser: true, mustChangePassword: false });
    expect(await verifyPassword("a-long-password-123", user.passwordHash)).toBe(true);
  });
});
