import { spawn, type SpawnOptions } from "node:child_process";

/** A child process that printed what was awaited. */
export interface Spawned {
  /** The match of the awaited line. */
  match: RegExpExecArray;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, SIGKILL after 10 s; resolves once it exited. */
  stop(): Promise<void>;
}

/**
 * Starts `command` and resolves once its output matches `ready`. Rejects with the output when it
 * exits first or `timeoutMs` passes (and then kills it), so a test never hangs on a silent child.
 */
export function spawnUntil(command: string, args: string[], options: SpawnOptions, ready: RegExp, timeoutMs: number): Promise<Spawned> {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A child that dies while tests still use it shows up as refused connections there: say why here.
  child.once("exit", (code, signal) => {
    if (!stopping) console.error(`${command} ${args.join(" ")} ended by itself (${signal ?? `exit ${code}`}); its last output:\n${log.slice(-4000)}`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(" ")}: nothing matched ${ready} within ${timeoutMs / 1000} s:\n${log}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      log += d.toString();
      const match = ready.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve({ match, output: () => log, stop });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} ${args.join(" ")} exited with ${code}:\n${log}`));
    });
  });
}
