/**
 * `npm run test:e2e`: builds the site if needed, then runs Playwright against the production
 * server on a free port with a fresh data folder (the server seeds it at start).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/free-port.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), "baukasten-e2e-"));
const buildDir = mkdtempSync(join(tmpdir(), "baukasten-e2e-build-"));
try {
  // The build (when there is none yet) seeds and reads its own store; the tests' server gets a fresh one.
  process.env.DATA_DIR ??= buildDir;
  const [{ ensureFreshBuild }, { seedEmbedded }] = await Promise.all([import("../src/server/fresh-build.ts"), import("./lib/seed-embedded.ts")]);
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "missing" });
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir };
  delete env.DATA_DIR;
  const args = [join(ROOT, "node_modules/@playwright/test/cli.js"), "test", "-c", join(ROOT, "playwright.config.ts"), ...process.argv.slice(2)];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  process.exitCode = code;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildDir, { recursive: true, force: true });
}
