import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { rmSync } from "node:fs";

/** Everything the bench started or created, undone by `teardown()` even after an error. */
const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

export function trackTempDir(dir: string): string {
  tempDirs.add(dir);
  return dir;
}

/** True when `taskset` can pin processes and there are at least two cores to split. */
export function canPin(cores: number): boolean {
  if (cores < 2) return false;
  return spawnSync("taskset", ["-c", "0", "true"], { stdio: "ignore" }).status === 0;
}

export function hasCommand(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}

/**
 * Starts a tracked child in its own process group; `cpu` pins it with taskset (which execs the
 * command, so the pid is the command's own).
 */
export function start(command: string, args: string[], options: SpawnOptions & { cpu?: string } = {}): ChildProcess {
  const { cpu, ...rest } = options;
  const [cmd, argv] = cpu ? ["taskset", ["-c", cpu, command, ...args]] : [command, args];
  const child = spawn(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], detached: true, ...rest });
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Runs a tracked child to completion and returns its output. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { cpu?: string; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { timeoutMs = 600_000, ...rest } = options;
  const child = start(command, args, rest);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => (stdout += d));
  child.stderr?.on("data", (d: Buffer) => (stderr += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop(child);
      reject(new Error(`${command} ${args.join(" ")} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Stops one child's process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = (sig: NodeJS.Signals) => {
    try {
      process.kill(-pid, sig);
    } catch {
      try {
        child.kill(sig);
      } catch {
        // already gone
      }
    }
  };
  kill(signal);
  const timer = setTimeout(() => kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Stops every tracked child, removes temp folders. */
export async function teardown(): Promise<void> {
  await Promise.all([...children].map((child) => stop(child, "SIGTERM", 8000)));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}
