import { describe, expect, it } from "vitest";
import { DatabaseSync } from "node:sqlite";
import { prepared } from "./prepared.ts";

describe("prepared", () => {
  it("reuses statements and drops the least recently used past 64", () => {
    const db = new DatabaseSync(":memory:");
    const hot = prepared(db, "SELECT 0");
    const cold = prepared(db, "SELECT -1");
    for (let i = 1; i <= 63; i++) {
      expect(prepared(db, "SELECT 0")).toBe(hot);
      prepared(db, `SELECT ${i}`);
    }
    expect(prepared(db, "SELECT 0")).toBe(hot);
    expect(prepared(db, "SELECT -1")).not.toBe(cold);
    db.close();
  });
});
