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
  timeout: 30_000,
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
    timeout: 180_000,
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
