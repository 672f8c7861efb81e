import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { openSiteDatabase } from "../db/site-db.ts";
import { HttpError } from "../errors/http-error.ts";
import { takeVisitorQuota, type VisitorLimits } from "./quota.ts";
import { checkHuman, formStamp, STAMP_MAX_AGE_MS, stampTime } from "./stamp.ts";
import { VISITOR_FORM_TABLES } from "./tables.ts";

const KEY = "k".repeat(43);
const T0 = Date.UTC(2026, 10, 27, 12);

/** The catalog name `fn` throws, or "ok". */
function outcome(fn: () => void): string {
  try {
    fn();
    return "ok";
  } catch (error) {
    if (error instanceof HttpError) return error.code;
    throw error;
  }
}

describe("form stamp and honeypot", () => {
  const check = (input: { honeypot?: string; stamp?: string }, now: number) => outcome(() => checkHuman(KEY, input, { minFillMs: 3000, now }));

  it("passes a person: honeypot empty, sent a while after the form was handed out", () => {
    expect(check({ honeypot: "", stamp: formStamp(KEY, T0) }, T0 + 3000)).toBe("ok");
    expect(check({ stamp: formStamp(KEY, T0) }, T0 + STAMP_MAX_AGE_MS)).toBe("ok");
  });

  it("asks for a second send when the form came back too fast, without a stamp, or with a stale one", () => {
    expect(check({ stamp: formStamp(KEY, T0) }, T0 + 2999)).toBe("FormTooFast");
    expect(check({}, T0)).toBe("FormTooFast");
    expect(check({ stamp: "" }, T0)).toBe("FormTooFast");
    expect(check({ stamp: "not a stamp" }, T0)).toBe("FormTooFast");
    expect(check({ stamp: formStamp(KEY, T0) }, T0 + STAMP_MAX_AGE_MS + 1)).toBe("FormTooFast");
    expect(check({ stamp: formStamp(KEY, T0 + 60_000) }, T0)).toBe("FormTooFast");
  });

  it("refuses a filled honeypot and a forged stamp", () => {
    expect(check({ honeypot: "https://spam.example", stamp: formStamp(KEY, T0) }, T0 + 10_000)).toBe("FormRefused");
    expect(check({ stamp: formStamp("another key of the same length, 43 chars..", T0) }, T0 + 10_000)).toBe("FormRefused");
    const [at, mac] = formStamp(KEY, T0).split(".");
    expect(check({ stamp: `${Number(at) - 60_000}.${mac}` }, T0 + 10_000)).toBe("FormRefused");
  });

  it("reads back the time a genuine stamp was made", () => {
    expect(stampTime(KEY, formStamp(KEY, T0))).toBe(T0);
    expect(stampTime(KEY, "123")).toBeUndefined();
  });
});

describe("visitor form quota", () => {
  let dir: string;
  let db: DatabaseSync;
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const open = () => {
    dir = mkdtempSync(join(tmpdir(), "visitor-forms-"));
    db = openSiteDatabase(dir, [VISITOR_FORM_TABLES]);
  };
  const limits: VisitorLimits = { address: { max: 3, windowMs: 60_000 }, email: { max: 2, windowMs: 120_000 } };
  const take = (keys: { address?: string; email?: string }, now: number, scope = "contact") => outcome(() => takeVisitorQuota(db, scope, keys, limits, now));

  it("allows the configured number per address, then 429 with the wait until the oldest attempt ages out", () => {
    open();
    expect([take({ address: "1.2.3.4" }, T0), take({ address: "1.2.3.4" }, T0 + 1000), take({ address: "1.2.3.4" }, T0 + 2000)]).toEqual(["ok", "ok", "ok"]);
    let retryAfter = "";
    try {
      takeVisitorQuota(db, "contact", { address: "1.2.3.4" }, limits, T0 + 30_000);
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      retryAfter = (error as HttpError).headers["retry-after"] ?? "";
    }
    expect(retryAfter).toBe("30");
    // Another address, another form: their own counts.
    expect(take({ address: "5.6.7.8" }, T0 + 30_000)).toBe("ok");
    expect(take({ address: "1.2.3.4" }, T0 + 30_000, "newsletter")).toBe("ok");
    // Once the first attempt is a window old, one more goes through.
    expect(take({ address: "1.2.3.4" }, T0 + 60_001)).toBe("ok");
  });

  it("counts an e-mail address in any spelling, and a refused attempt uses up nothing", () => {
    open();
    expect(take({ address: "a", email: "Ann@Example.org" }, T0)).toBe("ok");
    expect(take({ address: "b", email: " ann@example.org" }, T0 + 1)).toBe("ok");
    expect(take({ address: "c", email: "ANN@example.org" }, T0 + 2)).toBe("FormLimit");
    // The refused attempt did not count for address "c": it has all three left.
    expect([take({ address: "c" }, T0 + 3), take({ address: "c" }, T0 + 4), take({ address: "c" }, T0 + 5)]).toEqual(["ok", "ok", "ok"]);
  });

  it("forgets attempts older than the longest window", () => {
    open();
    take({ address: "a", email: "x@example.org" }, T0);
    take({ address: "b" }, T0 + 200_000);
    const { n } = db.prepare("SELECT COUNT(*) AS n FROM visitor_form_attempts").get() as { n: number };
    expect(n).toBe(1);
  });
});
