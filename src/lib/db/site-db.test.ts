import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../base/sqlite.ts";
import { openSiteDatabase, SITE_DB_FILE } from "./site-db.ts";

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-site-db-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const tables = (db: ReturnType<typeof openDatabase>) =>
  (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]).map((r) => r.name);

describe("site database", () => {
  it("runs each domain's pending migrations once and records its version", () => {
    const dir = tmp();
    const a = { domain: "a", migrations: ["CREATE TABLE a1 (x)"] };
    const b = { domain: "b", migrations: ["CREATE TABLE b1 (x)"] };
    openSiteDatabase(dir, [a, b]).close();
    const db = openSiteDatabase(dir, [{ ...a, migrations: [...a.migrations, "CREATE TABLE a2 (x)"] }, b]);
    expect(tables(db)).toEqual(["a1", "a2", "b1", "schema_versions"]);
    expect(
      db
        .prepare("SELECT domain, version FROM schema_versions ORDER BY domain")
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([
      { domain: "a", version: 2 },
      { domain: "b", version: 1 },
    ]);
    db.close();
  });

  it("refuses tables newer than the code", () => {
    const dir = tmp();
    openSiteDatabase(dir, [{ domain: "a", migrations: ["CREATE TABLE a1 (x)", "CREATE TABLE a2 (x)"] }]).close();
    expect(() => openSiteDatabase(dir, [{ domain: "a", migrations: ["CREATE TABLE a1 (x)"] }])).toThrow(/newer than this code/);
  });

  it("adopts a database written before the split (one migration for users, sessions and events)", () => {
    const dir = tmp();
    const legacy = openDatabase(join(dir, SITE_DB_FILE), ["CREATE TABLE users (id); CREATE TABLE sessions (id); CREATE TABLE content_events (id);"]);
    legacy.prepare("INSERT INTO users (id) VALUES (1)").run();
    legacy.close();
    const db = openSiteDatabase(dir, [
      { domain: "auth", migrations: ["CREATE TABLE users (id); CREATE TABLE sessions (id);", "CREATE TABLE login_failures (x)"] },
      { domain: "publish", migrations: ["CREATE TABLE content_events (id)"] },
    ]);
    expect(tables(db)).toEqual(["content_events", "login_failures", "schema_versions", "sessions", "users"]);
    expect(db.prepare("SELECT COUNT(*) AS n FROM users").get()).toEqual({ n: 1 });
    db.close();
  });
});
