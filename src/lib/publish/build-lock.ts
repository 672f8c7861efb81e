/**
 * One renderer at a time: site processes that share a data folder (several behind one load
 * balancer, or `npm run build` beside a running site) take this lock around each build, so two
 * never render into the builds folder at once. In Redis when REDIS_URL is set, else a lock folder
 * beside the builds (`proper-lockfile`: mkdir, refreshed while held, stale after a while without).
 */
import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname } from "node:path";
import lockfile from "proper-lockfile";
import * as v from "valibot";

/** Releases a held lock; safe to call twice. */
export type Release = () => Promise<void>;

export interface BuildLock {
  /** Where the lock lives, for messages. */
  readonly where: string;
  /**
   * Resolves once this process holds the lock. `wait: false` rejects at once with a message
   * naming the holder when another one has it; otherwise `onWait` is told once and the call waits.
   */
  acquire(options?: { wait?: boolean; onWait?: (holder: string) => void }): Promise<Release>;
}

/** Held locks are refreshed this often… */
const REFRESH_MS = 5_000;
/** …and taken over by another process when not refreshed for this long (a holder that died). */
export const STALE_MS = 30_000;
const POLL_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Thrown by `acquire({ wait: false })` while another process holds the lock. */
export class LockHeld extends Error {}

/**
 * A lock folder at `<path>.lock`. A holder that died leaves it behind; it is taken over once it
 * has not been refreshed for {@link STALE_MS}.
 */
export function fileBuildLock(path: string): BuildLock {
  const where = `${path}.lock`;
  const options = { realpath: false, stale: STALE_MS, update: REFRESH_MS, lockfilePath: where };
  const onCompromised = (error: Error) => console.error(`The build lock ${where} was lost (${error.message}): another process may render at the same time.`);
  return {
    where,
    async acquire({ wait = true, onWait } = {}) {
      await mkdir(dirname(path), { recursive: true });
      const holder = `another process holds ${where} (taken over after ${STALE_MS / 1000} s without a refresh)`;
      for (let told = false; ;) {
        try {
          const release = await lockfile.lock(path, { ...options, onCompromised });
          let released = false;
          return async () => {
            if (released) return;
            released = true;
            await release().catch(() => {});
          };
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
          if (!wait) throw new LockHeld(holder);
          if (!told) onWait?.(holder);
          told = true;
          await sleep(POLL_MS);
        }
      }
    },
  };
}

/** The few Redis commands the lock uses (an ioredis client has them). */
export interface RedisLike {
  set(key: string, value: string, px: "PX", ms: number, nx: "NX"): Promise<string | null>;
  get(key: string): Promise<string | null>;
  eval(script: string, keys: number, ...args: (string | number)[]): Promise<unknown>;
}

/** Who holds the Redis lock, as its JSON value says (the taker writes it). */
const HolderSchema = v.pipe(v.string(), v.parseJson(), v.object({ pid: v.number(), host: v.string(), since: v.string() }));

// Refresh and release only the holder's own value (a lock that expired and went to another stays theirs).
const REFRESH = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * A key in Redis (`SET NX PX`), holding who took it; refreshed while held and expiring after
 * {@link STALE_MS} when its holder died.
 */
export function redisBuildLock(redis: RedisLike, key: string): BuildLock {
  const describe = (value: string | null) => {
    const holder = v.safeParse(HolderSchema, value);
    if (!holder.success) return `another process holds the build lock (Redis key ${key})`;
    const { pid, host, since } = holder.output;
    return `process ${pid} on ${host} holds the build lock since ${since} (Redis key ${key})`;
  };
  return {
    where: `Redis key ${key}`,
    async acquire({ wait = true, onWait } = {}) {
      const value = JSON.stringify({ token: randomUUID(), pid: process.pid, host: hostname(), since: new Date().toISOString() });
      for (let told = false; ;) {
        if ((await redis.set(key, value, "PX", STALE_MS, "NX")) === "OK") break;
        const holder = describe(await redis.get(key));
        if (!wait) throw new LockHeld(holder);
        if (!told) onWait?.(holder);
        told = true;
        await sleep(POLL_MS);
      }
      const timer = setInterval(() => {
        redis.eval(REFRESH, 1, key, value, STALE_MS).then(
          (kept) => {
            if (kept !== 1) console.error(`The build lock (Redis key ${key}) was lost: another process may render at the same time.`);
          },
          (error: unknown) => console.error(`The build lock (Redis key ${key}) could not be refreshed: ${String(error)}`),
        );
      }, REFRESH_MS);
      timer.unref();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        clearInterval(timer);
        await redis.eval(RELEASE, 1, key, value).catch(() => {});
      };
    },
  };
}
