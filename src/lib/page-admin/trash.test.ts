import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { AUTH_TABLES } from "../auth/tables.ts";
import { PAGE_ADMIN_TABLES } from "./tables.ts";
import { pageTrash, TRASH_TTL_MS } from "./trash.ts";

const dir = mkdtempSync(join(tmpdir(), "baukasten-page-admin-"));
const db = openSiteDatabase(dir, [AUTH_TABLES, PAGE_ADMIN_TABLES]);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the page trash", () => {
  it("keeps a deleted page's data until the window ends, newest first, and forgets it after", () => {
    let now = 1_000_000;
    const trash = pageTrash(db, () => now);
    const data = { title: { de: "Über uns" }, blocks: { iv: [{ id: "b1", schemaName: "heading" }] } };
    const first = trash.put({ contentId: "p1", status: "Published", data, title: "Über uns", deletedBy: 1 });
    now += 1000;
    const second = trash.put({ contentId: "p2", status: "Draft", data: {}, title: "Zwei", deletedBy: 1 });
    expect(first.expiresAt).toBe(1_000_000 + TRASH_TTL_MS);
    expect(trash.get(first.id)?.data).toEqual(data);
    expect(trash.list().map((entry) => entry.contentId)).toEqual(["p2", "p1"]);
    now = first.expiresAt;
    expect(trash.get(first.id)).toBeUndefined();
    expect(trash.list().map((entry) => entry.id)).toEqual([second.id]);
    trash.remove(second.id);
    expect(trash.list()).toEqual([]);
  });
});
