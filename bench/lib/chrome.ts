import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser } from "@playwright/test";

/** The Chrome the browser benchmarks (lighthouse, edit-open) drive: `CHROME_PATH`, else Debian's Chromium. */
export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/**
 * Its flags: no sandbox (the bench may run as root), no GPU, no traffic of its own while it measures.
 * (Playwright adds `--disable-dev-shm-usage` itself, so a small or full /dev/shm does not matter.)
 */
export const CHROME_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Throws when there is no Chrome at `CHROME_PATH`, saying how to name one. */
export function requireChrome(): void {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chrome at ${CHROME_PATH} (set CHROME_PATH)`);
}

/** A Chrome driven through Playwright that can say why it went away. */
export interface WatchedChrome {
  browser: Browser;
  /** How the browser process ended (`exit code 0`, `signal SIGKILL`), or null while it runs. */
  exit(): string | null;
  /** The last lines Chrome wrote to stderr (it logs at `--v=0`: warnings, errors, crashes), the pages' console left out. */
  stderrTail(lines?: number): string;
  close(): Promise<void>;
}

const STDERR_KEPT = 64 * 1024;

/**
 * Launches Chrome as its own process, logging to stderr, and connects to it: unlike `launch()`,
 * the process stays visible, so a crash can be reported with its exit signal and last output.
 */
export async function launchWatchedChrome(): Promise<WatchedChrome> {
  const server = await chromium.launchServer({ executablePath: CHROME_PATH, args: [...CHROME_ARGS, "--enable-logging=stderr", "--v=0"] });
  const process = server.process();
  let stderr = "";
  process.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-STDERR_KEPT)));
  let exit: string | null = null;
  process.on("exit", (code, signal) => (exit = signal ? `signal ${signal}` : `exit code ${code}`));
  const browser = await chromium.connect(server.wsEndpoint());
  return {
    browser,
    exit: () => exit,
    // The pages' console messages are left out: they say nothing about why Chrome went away.
    stderrTail: (lines = 15) =>
      stderr
        .split("\n")
        .filter((line) => line.trim() && !line.includes(":INFO:CONSOLE"))
        .slice(-lines)
        .join("\n"),
    close: async () => {
      await browser.close().catch(() => {});
      await server.close().catch(() => {});
    },
  };
}

/** The kernel's last out-of-memory kills, when its log can be read (empty otherwise). */
export function oomKills(): string {
  try {
    const log = execFileSync("dmesg", ["--ctime"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], timeout: 5_000 });
    return log
      .split("\n")
      .filter((line) => /out of memory|oom-kill|killed process/i.test(line))
      .slice(-5)
      .join("\n");
  } catch {
    return "";
  }
}
