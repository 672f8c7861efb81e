import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, sessionUser } from "../helpers/http.ts";
import { startRedis, type RedisServer } from "../helpers/redis.ts";
import { ADMIN, startSite, type Site } from "../helpers/site.ts";

/** The user of a session as `site` sees it (`{}` when the session is unknown there). */
const sessionEmail = async (site: Site, cookie: string) => (await sessionUser(site, cookie))?.email;
const failLogin = (site: Site) => call(site, "/api/_auth/login", { body: { email: ADMIN.email, password: "wrong-password-123" } });

describe("two site processes sharing sessions and login limits through Redis (REDIS_URL)", () => {
  let redis: RedisServer;
  let a: Site;
  let b: Site;
  beforeAll(async () => {
    redis = await startRedis();
    // Separate data folders: nothing is shared through SQLite, only through Redis.
    [a, b] = await Promise.all([startSite({ env: { REDIS_URL: redis.url } }), startSite({ env: { REDIS_URL: redis.url } })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it("a session opened on one process is valid on the other, and a logout on either ends it on both", async () => {
    const cookie = await login(a);
    expect(await sessionEmail(a, cookie)).toBe(ADMIN.email);
    expect(await sessionEmail(b, cookie)).toBe(ADMIN.email);
    const logout = await call(b, "/api/_auth/session", { method: "DELETE", cookie });
    expect(logout.status).toBe(200);
    expect(await sessionEmail(a, cookie)).toBeUndefined();
    expect(await sessionEmail(b, cookie)).toBeUndefined();
  });

  it("failed logins count across both processes: the 11th is refused on either", async () => {
    for (let i = 0; i < 10; i++) expect((await failLogin(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await failLogin(a)).status).toBe(429);
    const right = await call(b, "/api/_auth/login", { body: ADMIN });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("without REDIS_URL, each process keeps its own sessions (site database)", () => {
  let a: Site;
  let b: Site;
  beforeAll(async () => {
    [a, b] = await Promise.all([startSite(), startSite()]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("a session of one process is unknown to a process with another data folder", async () => {
    const cookie = await login(a);
    expect(await sessionEmail(a, cookie)).toBe(ADMIN.email);
    expect(await sessionEmail(b, cookie)).toBeUndefined();
  });
});
