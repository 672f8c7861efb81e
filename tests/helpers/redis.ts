import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { freePort } from "../../scripts/lib/free-port.ts";

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
  const child: ChildProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within 20 s:\n${log}`)), 20_000);
    const check = () => {
      if (/Ready to accept connections/i.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${log}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
    },
  };
}
