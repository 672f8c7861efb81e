import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { browserStrings } from "./src/integrations/browser-strings.ts";

const alias = { "~": fileURLToPath(new URL("./src", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // `de.json?later`, the strings browser code loads on demand (src/i18n/later-strings.browser.ts).
        plugins: [browserStrings({ laterOnly: true })],
        // The slowest unit tests (fast-check properties) take 0.8 s idle and up to 7 s at load 18
        // on 2 cores, past vitest's default 5 s.
        test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          // Measured on 2 cores at load 15: the slowest test (seeding 200 pages and 500 practitioners)
          // took 13 s, at most 3 s idle. Hooks start site servers (3 s at load 14); their limit stays above
          // startSite's own 60 s, whose error carries the server's output.
          testTimeout: 60_000,
          hookTimeout: 90_000,
          globalSetup: ["tests/helpers/global-setup.ts"],
        },
      },
    ],
  },
});
