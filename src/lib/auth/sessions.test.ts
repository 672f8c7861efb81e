import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../base/sqlite.ts";
import { SITE_MIGRATIONS } from "./site-db.ts";
import { createUser } from "./users.ts";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, createSession, deleteSession, loadSession } from "./sessions.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-sessions-"));
const db = openDatabase(join(dir, "site.db"), SITE_MIGRATIONS);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("sessions", async () => {
  const user = await createUser(db, { email: "ed@example.test", password: "pw-0123456789", superuser: false });

  it("issues 256-bit ids, stores only their hash, and ends on delete", () => {
    const id = createSession(db, user.id, 0);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(db.prepare("SELECT * FROM sessions").all())).not.toContain(id);
    expect(loadSession(db, id, 1000)?.email).toBe("ed@example.test");
    deleteSession(db, id);
    expect(loadSession(db, id, 2000)).toBeUndefined();
  });

  it("expires after the idle timeout", () => {
    const id = createSession(db, user.id, 0);
    expect(loadSession(db, id, IDLE_TIMEOUT_MS - 1)).toBeDefined();
    expect(loadSession(db, id, 2 * IDLE_TIMEOUT_MS)).toBeUndefined();
  });

  it("expires after the absolute timeout however active", () => {
    const id = createSession(db, user.id, 0);
    for (let t = 0; t < ABSOLUTE_TIMEOUT_MS; t += IDLE_TIMEOUT_MS / 2) expect(loadSession(db, id, t)).toBeDefined();
    expect(loadSession(db, id, ABSOLUTE_TIMEOUT_MS + 1)).toBeUndefined();
  });

  it("never adopts forged ids", () => {
    expect(loadSession(db, "0".repeat(43), 0)).toBeUndefined();
    expect(loadSession(db, "123e4567-e89b-12d3-a456-426614174000", 0)).toBeUndefined();
    expect(loadSession(db, "", 0)).toBeUndefined();
  });
});
