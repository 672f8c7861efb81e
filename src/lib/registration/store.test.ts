import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { addRegistration, findRegistration, markVerified, noteEdit } from "./store.ts";
import { REGISTRATION_TABLES } from "./tables.ts";

function db(): DatabaseSync {
  const database = new DatabaseSync(":memory:");
  for (const sql of REGISTRATION_TABLES.migrations) database.exec(sql);
  return database;
}

describe("registration records", () => {
  it("a registration starts unverified; verifying needs the registered address and keeps the first time", () => {
    const d = db();
    addRegistration(d, { practitionerId: "p1", email: "ada@example.test", language: "en" }, 1000);
    expect(findRegistration(d, "p1")).toEqual({
      practitionerId: "p1",
      email: "ada@example.test",
      language: "en",
      createdAt: 1000,
      updatedAt: 1000,
      verifiedAt: undefined,
    });
    expect(markVerified(d, "p1", "eve@example.test", 2000)).toBe(false);
    expect(markVerified(d, "p2", "ada@example.test", 2000)).toBe(false);
    expect(markVerified(d, "p1", "ada@example.test", 2000)).toBe(true);
    expect(markVerified(d, "p1", "ada@example.test", 3000)).toBe(true);
    expect(findRegistration(d, "p1")?.verifiedAt).toBe(2000);
  });

  it("an edit keeps the verification for the same address, drops it for a new one, and records entries made in the admin", () => {
    const d = db();
    addRegistration(d, { practitionerId: "p1", email: "ada@example.test", language: "de" }, 1000);
    markVerified(d, "p1", "ada@example.test", 2000);
    noteEdit(d, { practitionerId: "p1", email: "ada@example.test", language: "en" }, 3000);
    expect(findRegistration(d, "p1")).toMatchObject({ language: "en", updatedAt: 3000, verifiedAt: 2000 });
    noteEdit(d, { practitionerId: "p1", email: "new@example.test", language: "en" }, 4000);
    expect(findRegistration(d, "p1")).toMatchObject({ email: "new@example.test", verifiedAt: undefined, createdAt: 1000 });
    noteEdit(d, { practitionerId: "p9", email: "seed@example.test", language: "de" }, 5000);
    expect(findRegistration(d, "p9")).toMatchObject({ createdAt: 5000, verifiedAt: undefined });
  });
});
