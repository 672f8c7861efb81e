import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { AUTH_TABLES } from "../auth/tables.ts";
import { createUser } from "../auth/users.ts";
import { editorOf, forgetEdits, recordEdit } from "./edits.ts";
import { PAGE_ADMIN_TABLES } from "./tables.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-page-edits-"));
const db = openSiteDatabase(dir, [AUTH_TABLES, PAGE_ADMIN_TABLES]);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("content edits", async () => {
  const user = await createUser(db, { email: "eda@example.test", name: "Eda", password: "pw-0123456789" });
  const nameless = await createUser(db, { email: "nn@example.test", password: "pw-0123456789" });

  it("names the user who made a version, else the content service's id", () => {
    recordEdit(db, { contentId: "p1", version: 2, userId: user.id });
    recordEdit(db, { contentId: "p1", version: 3, userId: nameless.id });
    expect(editorOf(db, "p1", 2, "client:baukasten:default")).toEqual({ name: "Eda", user: true });
    expect(editorOf(db, "p1", 3, "client:baukasten:default")).toEqual({ name: "nn@example.test", user: true });
    expect(editorOf(db, "p1", 4, "client:baukasten:default")).toEqual({ name: "client:baukasten:default", user: false });
    expect(editorOf(db, "p1", 4, undefined)).toBeUndefined();
    forgetEdits(db, "p1");
    expect(editorOf(db, "p1", 2, "client:x")).toEqual({ name: "client:x", user: false });
  });
});
