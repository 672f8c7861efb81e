import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inject } from "vitest";
import { siteEnv } from "./site-env.ts";
import { spawnUntil } from "./spawn-until.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Admin account every test site starts with. */
export const ADMIN = { email: "editor@example.test", password: "correct-horse-battery-staple-42" };

export interface Site {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  dataDir: string;
  /** The folder of its live build (`<dataDir>/builds/live`). */
  liveDir: string;
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

/** A fresh copy of the seeded template DATA_DIR, for a test that starts several sites over one store (it deletes the folder). */
export function siteDataCopy(): string {
  const base = join(ROOT, "tests", ".tmp", "sites");
  mkdirSync(base, { recursive: true });
  const dataDir = mkdtempSync(join(base, "site-"));
  // verbatimSymlinks: builds/live names its build relatively and must stay inside the copy.
  cpSync(templateDir(), dataDir, { recursive: true, verbatimSymlinks: true });
  return dataDir;
}

/**
 * Starts the built site with the production server (`node scripts/serve.ts`) on 127.0.0.1 and
 * an ephemeral port, over a fresh copy of the seeded template DATA_DIR, or over `dataDir` (kept).
 */
export async function startSite(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<Site> {
  // A given folder is the store of an earlier site (a restart); it is left for its owner to delete.
  const own = options.dataDir === undefined;
  const dataDir = options.dataDir ?? siteDataCopy();
  // Start with seeding a fresh data folder took 3 s at load 14; the limit leaves room and names the output.
  const server = await spawnUntil(
    process.execPath,
    [join(ROOT, "scripts/serve.ts")],
    {
      cwd: ROOT,
      env: siteEnv({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...options.env }),
    },
    /Listening on (http:\/\/[^\s]+)/,
    60_000,
  ).catch((error: unknown) => {
    if (own) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const url = server.match[1]!;
  return {
    url,
    dataDir,
    liveDir: join(dataDir, "builds", "live"),
    output: server.output,
    secrets: () => JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8")),
    async stop() {
      await server.stop();
      if (own) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
