import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openSiteDatabase } from "../db/site-db.ts";
import { ACCOUNT_LIMIT, ADDRESS_LIMIT, loginLimits, retryAfterMs, sqliteFailureStore, type Failure } from "./rate-limit.ts";
import { AUTH_TABLES } from "./tables.ts";

const failures = (...times: number[]): Failure[] => times.map((at) => ({ at, account: "a" }));

describe("retryAfterMs", () => {
  const policy = { limit: 3, windowMs: 1000 };

  it("blocks at the limit until the window slides", () => {
    expect(retryAfterMs(failures(0, 100), policy, 200)).toBe(0);
    expect(retryAfterMs(failures(0, 100, 200), policy, 300)).toBe(700);
    expect(retryAfterMs(failures(0, 100, 200), policy, 1001)).toBe(0);
  });

  it("stays blocked while failures keep coming", () => {
    // Three failures inside the window until the one at 100 leaves it.
    expect(retryAfterMs(failures(0, 100, 900, 950), policy, 960)).toBe(140);
  });

  it("with minAccounts, blocks only failures that span that many accounts", () => {
    const spread = { limit: 3, windowMs: 1000, minAccounts: 2 };
    expect(retryAfterMs(failures(0, 1, 2), spread, 10)).toBe(0);
    expect(retryAfterMs([...failures(0, 1), { at: 2, account: "b" }], spread, 10)).toBe(990);
  });
});

describe("login limits over the site database", () => {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-limits-"));
  const db = openSiteDatabase(dir, [AUTH_TABLES]);
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  let now = 1_000_000;
  const limits = loginLimits(sqliteFailureStore(db), () => now);

  it("locks an account after 10 failures from anywhere, and a success clears it", async () => {
    for (let i = 0; i < ACCOUNT_LIMIT.limit; i++) {
      expect(await limits.waitMs("ed@example.test", `10.0.0.${i}`)).toBe(0);
      await limits.fail("ed@example.test", `10.0.0.${i}`);
      now += 1000;
    }
    expect(await limits.waitMs("ed@example.test", "10.0.0.99")).toBeGreaterThan(0);
    expect(await limits.waitMs("al@example.test", "10.0.0.1")).toBe(0);
    await limits.succeed("ed@example.test");
    expect(await limits.waitMs("ed@example.test", "10.0.0.99")).toBe(0);
    now += ACCOUNT_LIMIT.windowMs;
  });

  it("an office behind one address is not locked out by a few people mistyping", async () => {
    const office = "192.0.2.7";
    // 12 colleagues, each failing 8 times (under their own account limit): 96 failures.
    for (let person = 0; person < 12; person++) for (let i = 0; i < 8; i++) await limits.fail(`p${person}@office.test`, office);
    expect(await limits.waitMs("p0@office.test", office)).toBe(0);
    expect(await limits.waitMs("new@office.test", office)).toBe(0);
    now += ADDRESS_LIMIT.windowMs;
  });

  it("more than 100 failures from one address on fewer than 5 accounts do not lock the address", async () => {
    const office = "192.0.2.8";
    // 4 colleagues, each mistyping 9 times and then logging in (which clears their account), three times over: 108 failures.
    for (let round = 0; round < 3; round++) {
      for (let person = 0; person < 4; person++) {
        for (let i = 0; i < 9; i++) await limits.fail(`q${person}@office.test`, office);
        await limits.succeed(`q${person}@office.test`);
      }
    }
    expect(await limits.waitMs("q0@office.test", office)).toBe(0);
    expect(await limits.waitMs("new@office.test", office)).toBe(0);
    now += ADDRESS_LIMIT.windowMs;
  });

  it("an address trying 100 passwords across many accounts is locked for every account", async () => {
    const stuffer = "198.51.100.9";
    for (let i = 0; i < ADDRESS_LIMIT.limit; i++) await limits.fail(`victim${i}@example.test`, stuffer);
    expect(await limits.waitMs("victim0@example.test", stuffer)).toBeGreaterThan(0);
    expect(await limits.waitMs("someone-else@example.test", stuffer)).toBeGreaterThan(0);
    expect(await limits.waitMs("someone-else@example.test", "198.51.100.10")).toBe(0);
    now += ADDRESS_LIMIT.windowMs + 1;
    expect(await limits.waitMs("someone-else@example.test", stuffer)).toBe(0);
  });

  it("keeps at most twice the limit per key", async () => {
    for (let i = 0; i < 50; i++) await limits.fail("flood@example.test", "203.0.113.1");
    const rows = db.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE scope = 'account' AND key = 'flood@example.test'").get() as { n: number };
    expect(rows.n).toBe(2 * ACCOUNT_LIMIT.limit);
  });
});
