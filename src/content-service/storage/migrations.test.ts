import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../base/sqlite.ts";
import { migrations } from "./migrations.ts";

const dir = mkdtempSync(join(tmpdir(), "content-migrations-"));
const db = openDatabase(join(dir, "content.db"), migrations);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join("\n");

describe("content indexes", () => {
  it("serve a schema's pages in creation order, published or all, without sorting the schema's rows", () => {
    const published = plan("SELECT id FROM contents WHERE schema_id = ? AND status = 'Published' ORDER BY created ASC, id ASC LIMIT 200");
    const all = plan("SELECT id FROM contents WHERE schema_id = ? ORDER BY created DESC, id DESC LIMIT 200");
    expect(published).toContain("contents_by_created");
    expect(published).not.toContain("TEMP B-TREE");
    expect(all).toContain("contents_by_created");
    expect(all).not.toContain("TEMP B-TREE");
  });
});
