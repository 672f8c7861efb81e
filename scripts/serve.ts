/** `npm run preview`: the production server over the existing build (src/server). */
import "../src/server/production.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { stopOnSignals } from "../src/server/shutdown.ts";
import { startServer } from "../src/server/start-server.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  stopOnSignals((await startServer({ prepareContent: seedEmbedded })).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
