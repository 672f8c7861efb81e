import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "baukasten-booking-config-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("booking configuration", () => {
  it("defaults to 12 hours of notice and 3 bookings per address and day", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ bookingMinNoticeHours: 12, bookingDailyLimit: 3 });
  });

  it("reads both from the environment", () => {
    const config = loadConfig({ DATA_DIR: dataDir(), BOOKING_MIN_NOTICE_HOURS: "0", BOOKING_DAILY_LIMIT: "10" });
    expect(config).toMatchObject({ bookingMinNoticeHours: 0, bookingDailyLimit: 10 });
  });

  it("refuses a negative notice, a daily limit of 0 and non-numbers, naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), BOOKING_MIN_NOTICE_HOURS: "-1" })).toThrow(/BOOKING_MIN_NOTICE_HOURS/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BOOKING_DAILY_LIMIT: "0" })).toThrow(/BOOKING_DAILY_LIMIT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BOOKING_DAILY_LIMIT: "many" })).toThrow(/BOOKING_DAILY_LIMIT/);
  });
});
