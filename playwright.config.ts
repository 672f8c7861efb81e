import { defineConfig, devices, chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./tests/e2e/admin.ts";

/** scripts/e2e.ts sets the ports and fresh data folders; running `npx playwright test` alone works too. */
const port = Number(process.env.E2E_PORT) || 4391;
const dataDir = process.env.E2E_DATA_DIR || "/tmp/baukasten-e2e-data";
/**
 * A second site of its own for specs that must see only their own publishes (which pages a build
 * changed): on the shared site other specs publish colours meanwhile, and a colour changes every page.
 */
const isolatedPort = Number(process.env.E2E_ISOLATED_PORT) || 4392;
const isolatedDataDir = process.env.E2E_ISOLATED_DATA_DIR || "/tmp/baukasten-e2e-isolated";
const ISOLATED_SPECS = /fresh-pages\.spec\.ts$/;

function ownBrowserInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

// Playwright cannot download its browser here: use Debian's Chromium when its own is absent.
const executablePath = !ownBrowserInstalled() && existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

const launchOptions = {
  executablePath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

/** The production server over `dir` on `at` (an empty folder is seeded and rendered on start). */
const server = (at: number, dir: string) => ({
  command: `"${process.execPath}" scripts/serve.ts`,
  url: `http://127.0.0.1:${at}/`,
  reuseExistingServer: false,
  // Start with seeding a fresh data folder took 3 s at load 14.
  timeout: 60_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  // Visitor forms: the journeys fill a form in about a second and all come from 127.0.0.1; the
  // default fill time and limits are tested in tests/integration.
  env: {
    HOST: "127.0.0.1",
    PORT: String(at),
    DATA_DIR: dir,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    VISITOR_FORM_MIN_FILL_MS: "800",
    VISITOR_FORM_ADDRESS_LIMIT: "100000",
    VISITOR_FORM_EMAIL_LIMIT: "1000",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Every test is one small unit (sweeps are one test per page, see tests/e2e/each-page.ts). Measured
  // on 2 cores: the slowest test (axe over the directory parts of /termine) took 10.5 s idle and
  // 23 s at load 20 (another build looping, other test runs); 90 s leaves a factor of 4 over that.
  timeout: 90_000,
  // Awaited states (the map ready after Leaflet loads, a URL after a click) took at most 0.95 s at load 20.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    javaScriptEnabled: true,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: ISOLATED_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "isolated",
      testMatch: ISOLATED_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions, baseURL: `http://127.0.0.1:${isolatedPort}` },
    },
  ],
  webServer: [server(port, dataDir), server(isolatedPort, isolatedDataDir)],
});
