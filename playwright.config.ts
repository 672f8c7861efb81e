import { defineConfig, devices, chromium } from "@playwright/test";
import { existsSync } from "node:fs";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./tests/e2e/admin.ts";

/** scripts/e2e.ts sets the port and a fresh data folder; running `npx playwright test` alone works too. */
const port = Number(process.env.E2E_PORT) || 4391;
const dataDir = process.env.E2E_DATA_DIR || "/tmp/baukasten-e2e-data";

function ownBrowserInstalled(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

// Playwright cannot download its browser here: use Debian's Chromium when its own is absent.
const executablePath = !ownBrowserInstalled() && existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;

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
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        },
      },
    },
  ],
  webServer: {
    command: `"${process.execPath}" scripts/serve.ts`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // Start with seeding a fresh data folder took 3 s at load 14.
    timeout: 60_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    },
  },
});
