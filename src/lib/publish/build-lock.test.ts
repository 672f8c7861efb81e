import { mkdirSync, mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fileBuildLock, LockHeld, STALE_MS } from "./build-lock.ts";

const dirs: string[] = [];
const lockPath = () => {
  const dir = mkdtempSync(join(tmpdir(), "build-lock-"));
  dirs.push(dir);
  return join(dir, "builds", ".render");
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("fileBuildLock", () => {
  it("lets one holder in at a time: a second caller is refused with the lock named, or waits until it is released", async () => {
    const path = lockPath();
    const release = await fileBuildLock(path).acquire();
    const refused = fileBuildLock(path).acquire({ wait: false });
    await expect(refused).rejects.toBeInstanceOf(LockHeld);
    await expect(refused).rejects.toThrow(`${path}.lock`);

    const told: string[] = [];
    let second = false;
    const waiting = fileBuildLock(path)
      .acquire({ onWait: (holder) => told.push(holder) })
      .then((r) => {
        second = true;
        return r;
      });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(second).toBe(false);
    expect(told).toHaveLength(1);
    await release();
    const releaseSecond = await waiting;
    expect(second).toBe(true);
    await releaseSecond();
    await releaseSecond();
  });

  it("takes over a lock its holder left behind (not refreshed for longer than the stale time)", async () => {
    const path = lockPath();
    mkdirSync(`${path}.lock`, { recursive: true });
    const old = new Date(Date.now() - STALE_MS - 5_000);
    utimesSync(`${path}.lock`, old, old);
    const release = await fileBuildLock(path).acquire({ wait: false });
    await release();
  });

  it("does not take over a lock that is fresh", async () => {
    const path = lockPath();
    mkdirSync(`${path}.lock`, { recursive: true });
    await expect(fileBuildLock(path).acquire({ wait: false })).rejects.toBeInstanceOf(LockHeld);
  });
});
