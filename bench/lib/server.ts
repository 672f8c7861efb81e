import type { ChildProcess } from "node:child_process";
import { start } from "./proc.ts";

/**
 * Starts `node scripts/serve.ts` on an ephemeral loopback port and resolves with its URL once it
 * prints `Listening on http://<host>:<port>`.
 */
export function startServer(
  root: string,
  dataDir: string,
  cpu: string | undefined,
  profileDir?: string,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // With a profile folder the server writes a .cpuprofile when teardown stops it (SIGTERM → exit).
  const nodeArgs = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
  const child = start(process.execPath, [...nodeArgs, "scripts/serve.ts"], {
    cwd: root,
    cpu,
    env: { ...process.env, CONTENT_SERVICE_URL: "", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
  });
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`scripts/serve.ts printed no "Listening on" line within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (d: Buffer) => {
      // Keep only the tail: a server that logs every request would otherwise fill memory.
      output = (output + d).slice(-65_536);
      const m = output.match(/Listening on (http:\/\/[^\s/]+)/);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output: () => output });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`scripts/serve.ts exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
