import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBuildLock, LockHeld, redisBuildLock } from "../../src/lib/publish/build-lock.ts";
import { startRedis, type RedisServer } from "../helpers/redis.ts";
import { siteDataCopy } from "../helpers/site.ts";
import { siteEnv } from "../helpers/site-env.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

describe("the build lock in Redis (REDIS_URL)", () => {
  let server: RedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedis();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    await redis?.quit();
    await server?.stop();
  });

  it("lets one holder in at a time, names the holder to the others, and hands over on release", async () => {
    const release = await redisBuildLock(redis, "test:build-lock").acquire();
    const refused = redisBuildLock(redis, "test:build-lock").acquire({ wait: false });
    await expect(refused).rejects.toBeInstanceOf(LockHeld);
    await expect(refused).rejects.toThrow(`process ${process.pid}`);
    const told: string[] = [];
    const waiting = redisBuildLock(redis, "test:build-lock").acquire({ onWait: (holder) => told.push(holder) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told).toHaveLength(1);
    await release();
    await (
      await waiting
    )();
    expect(await redis.get("test:build-lock")).toBeNull();
  });

  it("takes over a lock whose holder died once it expires", async () => {
    await redis.set("test:dead-holder", JSON.stringify({ pid: 1, host: "gone", since: "then" }), "PX", 400);
    const started = Date.now();
    const release = await redisBuildLock(redis, "test:dead-holder").acquire();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await release();
  });
});

describe("npm run build beside another build into the same folder", () => {
  const outDir = join("tests", ".tmp", "build-guard-out");
  let dataDir: string;
  beforeAll(() => void (dataDir = siteDataCopy()));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(ROOT, outDir), { recursive: true, force: true });
  });

  it("stops at once with a message saying another build is writing that folder", async () => {
    const release = await fileBuildLock(join(ROOT, outDir)).acquire();
    try {
      const build = spawnSync(process.execPath, [join(ROOT, "scripts/build.ts")], {
        cwd: ROOT,
        env: siteEnv({ DATA_DIR: dataDir, BUILD_OUT_DIR: outDir }),
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(build.status, build.stdout + build.stderr).toBe(1);
      expect(build.stderr).toContain(`Another build is writing ${join(ROOT, outDir)} right now`);
      expect(existsSync(join(ROOT, outDir, "server"))).toBe(false);
    } finally {
      await release();
    }
  });
});
