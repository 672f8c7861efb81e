import type { Redis } from "ioredis";
import { ABSOLUTE_TIMEOUT_MS, TOUCH_EVERY_MS, deviceOf, sessionTimeLeft, type SessionInfo, type SessionStore } from "./sessions.ts";
import { isTokenKey, newToken, tokenKey } from "./secret-token.ts";

const sessionRedisKey = (prefix: string, key: string) => `${prefix}session:${key}`;
const userRedisKey = (prefix: string, userId: number) => `${prefix}user-sessions:${userId}`;

/**
 * Sessions in Redis, shared by every site process that uses the same server: one hash per
 * session (`userId`, `createdAt`, `lastSeenAt`) that expires with the session, and one set of
 * session keys per user for `deleteForUser`.
 */
export function redisSessionStore(redis: Redis, prefix = "baukasten:"): SessionStore {
  return {
    async create(userId, now = Date.now(), device = "") {
      const id = newToken();
      const key = tokenKey(id)!;
      const userKey = userRedisKey(prefix, userId);
      await redis
        .multi()
        .hset(sessionRedisKey(prefix, key), { userId, createdAt: now, lastSeenAt: now, device: deviceOf(device) })
        .pexpire(sessionRedisKey(prefix, key), sessionTimeLeft(now, now, now))
        .sadd(userKey, key)
        .pexpire(userKey, ABSOLUTE_TIMEOUT_MS)
        .exec();
      return id;
    },
    async userOf(id, now = Date.now()) {
      const key = tokenKey(id);
      if (!key) return undefined;
      const redisKey = sessionRedisKey(prefix, key);
      const row = await redis.hgetall(redisKey);
      const userId = Number(row.userId);
      const createdAt = Number(row.createdAt);
      const lastSeenAt = Number(row.lastSeenAt);
      if (!Number.isInteger(userId) || !Number.isFinite(createdAt) || !Number.isFinite(lastSeenAt)) return undefined;
      if (sessionTimeLeft(createdAt, lastSeenAt, now) === 0) {
        await redis.del(redisKey);
        return undefined;
      }
      if (now - lastSeenAt > TOUCH_EVERY_MS) {
        await redis
          .multi()
          .hset(redisKey, "lastSeenAt", now)
          .pexpire(redisKey, sessionTimeLeft(createdAt, now, now))
          .exec();
      }
      return userId;
    },
    async delete(id) {
      const key = tokenKey(id);
      if (key) await redis.del(sessionRedisKey(prefix, key));
    },
    async deleteForUser(userId, keepId) {
      const keep = tokenKey(keepId);
      const userKey = userRedisKey(prefix, userId);
      const keys = (await redis.smembers(userKey)).filter((key) => key !== keep);
      if (keys.length === 0) return;
      await redis
        .multi()
        .del(...keys.map((key) => sessionRedisKey(prefix, key)))
        .srem(userKey, ...keys)
        .exec();
    },
    async list(userId, now = Date.now()) {
      const keys = await redis.smembers(userRedisKey(prefix, userId));
      const found: SessionInfo[] = [];
      for (const key of keys) {
        const row = await redis.hgetall(sessionRedisKey(prefix, key));
        const createdAt = Number(row.createdAt);
        const lastSeenAt = Number(row.lastSeenAt);
        if (Number(row.userId) !== userId || !Number.isFinite(createdAt) || !Number.isFinite(lastSeenAt)) continue;
        if (sessionTimeLeft(createdAt, lastSeenAt, now) > 0) found.push({ key, createdAt, lastSeenAt, device: row.device ?? "" });
      }
      return found.sort((a, b) => b.lastSeenAt - a.lastSeenAt);
    },
    async deleteKey(userId, key) {
      if (!isTokenKey(key)) return false;
      const userKey = userRedisKey(prefix, userId);
      if (!(await redis.sismember(userKey, key))) return false;
      const [[, deleted] = [null, 0]] = (await redis.multi().del(sessionRedisKey(prefix, key)).srem(userKey, key).exec()) ?? [];
      return Number(deleted) > 0;
    },
  };
}
