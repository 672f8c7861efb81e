/**
 * `npm run test:e2e`: builds the code if needed, seeds a fresh data folder and renders its pages,
 * then runs Playwright against the production server on a free port over that folder (and a
 * second server over an empty folder of its own, for the specs that must see only their own
 * publishes; it seeds and renders on start).
 */
import "../src/server/production.ts";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./lib/free-port.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

const dataDir = mkdtempSync(join(tmpdir(), "baukasten-e2e-"));
const isolatedDir = mkdtempSync(join(tmpdir(), "baukasten-e2e-isolated-"));
try {
  // A fresh store, seeded, with its pages rendered before Playwright collects the tests (they
  // read the build's sitemap); the code is built when there is none yet.
  process.env.DATA_DIR = dataDir;
  // Rendered for the port the server will listen on: pages name it (canonical, sitemap), so the
  // server takes these pages as they are instead of rendering them all again at its start.
  const port = await freePort();
  process.env.PORT = String(port);
  const [{ ensureFreshBuild }, { seedEmbedded }, { renderSite }] = await Promise.all([
    import("../src/server/fresh-build.ts"),
    import("./lib/seed-embedded.ts"),
    import("./lib/render-site.ts"),
  ]);
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "missing" });
  await renderSite();
  let isolatedPort = await freePort();
  while (isolatedPort === port) isolatedPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    E2E_PORT: String(port),
    E2E_DATA_DIR: dataDir,
    E2E_ISOLATED_PORT: String(isolatedPort),
    E2E_ISOLATED_DATA_DIR: isolatedDir,
  };
  delete env.DATA_DIR;
  const args = [join(ROOT, "node_modules/@playwright/test/cli.js"), "test", "-c", join(ROOT, "playwright.config.ts"), ...process.argv.slice(2)];
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  process.exitCode = code;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(isolatedDir, { recursive: true, force: true });
}
