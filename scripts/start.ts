/**
 * `npm start`: seeds an empty embedded store, builds the site when there is no build or the
 * content changed since the last one, then runs the production server.
 */
import { loadDotEnv } from "../src/server/env-file.ts";
import { ensureFreshBuild } from "../src/server/fresh-build.ts";
import { stopOnSignals } from "../src/server/shutdown.ts";
import { startServer } from "../src/server/start-server.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "stale" });
  // ensureFreshBuild has prepared the content already.
  stopOnSignals((await startServer()).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
