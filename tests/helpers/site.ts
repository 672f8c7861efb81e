import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Admin account every test site starts with. */
export const ADMIN = { email: "editor@example.test", password: "correct-horse-battery-staple-42" };

export interface Site {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** The generated secrets of this DATA_DIR (client secret, hook secret). */
  secrets(): { clientSecret: string; publishHookSecret: string; tokenKey: string };
  stop(): Promise<void>;
}

function templateDir(): string {
  try {
    return inject("siteTemplate");
  } catch {
    const dir = process.env.SITE_TEMPLATE_DIR;
    if (!dir) throw new Error("no site template: run through the integration project (globalSetup)");
    return dir;
  }
}

/**
 * Starts the built site with the production server (`node scripts/serve.ts`) on 127.0.0.1 and
 * an ephemeral port, over a fresh copy of the seeded template DATA_DIR.
 */
export async function startSite(options: { env?: Record<string, string> } = {}): Promise<Site> {
  const base = join(ROOT, "tests", ".tmp", "sites");
  mkdirSync(base, { recursive: true });
  const dataDir = mkdtempSync(join(base, "site-"));
  cpSync(templateDir(), dataDir, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "scripts/serve.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d: Buffer) => (log += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (log += d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${log}`)), 60_000);
    const check = () => {
      const m = /Listening on (http:\/\/[^\s]+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
  return {
    url,
    dataDir,
    output: () => log,
    secrets: () => JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
