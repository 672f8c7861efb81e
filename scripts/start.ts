/**
 * `npm start`: seeds an empty embedded store, builds the code when there is no code build or the
 * code changed since it was built, then runs the production server, which renders the pages when
 * there is no build of them yet and renders what changed when the content changed since the last
 * one (src/server/publish).
 */
import "../src/server/production.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { ensureFreshBuild } from "../src/server/fresh-build.ts";
import { stopOnSignals } from "../src/server/shutdown.ts";
import { startServer } from "../src/server/start-server.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "missing" });
  // ensureFreshBuild has prepared the content already.
  stopOnSignals((await startServer()).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
