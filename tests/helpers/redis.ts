import { spawnSync } from "node:child_process";
import { freePort } from "../../scripts/lib/free-port.ts";
import { spawnUntil } from "./spawn-until.ts";

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real `redis-server` (Debian package `redis-server`; `.ci/run` installs it) on a free
 * loopback port, without persistence, and resolves once it accepts connections.
 */
export async function startRedis(): Promise<RedisServer> {
  if (spawnSync("redis-server", ["--version"]).error) {
    throw new Error("redis-server is not installed: `apt-get install redis-server` (.ci/run installs it when missing)");
  }
  const port = await freePort();
  const server = await spawnUntil(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {},
    /Ready to accept connections/i,
    20_000,
  );
  return { url: `redis://127.0.0.1:${port}`, stop: server.stop };
}
