import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import type { Failure, FailureStore } from "./rate-limit.ts";

/**
 * Failed logins in Redis, shared by every site process on the same server: one sorted set per key
 * (score = time, member = `time:account:nonce`) that expires with its window.
 */
export function redisFailureStore(redis: Redis, prefix = "baukasten:"): FailureStore {
  const redisKey = (scope: string, key: string) => `${prefix}login-failures:${scope}:${key}`;
  return {
    async since(scope, key, since) {
      const members = await redis.zrangebyscore(redisKey(scope, key), since, "+inf");
      return members.map((member): Failure => {
        const [at, account] = member.split(":");
        return { at: Number(at), account: account ?? "" };
      });
    },
    async record(scope, key, failure, windowMs, keep) {
      const k = redisKey(scope, key);
      await redis
        .multi()
        .zadd(k, failure.at, `${failure.at}:${failure.account}:${randomBytes(6).toString("base64url")}`)
        .zremrangebyscore(k, "-inf", `(${failure.at - windowMs}`)
        .zremrangebyrank(k, 0, -(keep + 1))
        .pexpire(k, windowMs)
        .exec();
    },
    async clear(scope, key) {
      await redis.del(redisKey(scope, key));
    },
  };
}
