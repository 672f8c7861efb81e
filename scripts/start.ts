/**
 * `npm start`: builds the site on first start (after seeding an empty embedded store, since the
 * build prerenders from the content service), then runs the production server.
 */
import { loadDotEnv } from "../src/server/env-file.ts";
import { buildIfMissing } from "../src/server/first-build.ts";
import { stopOnSignals } from "../src/server/shutdown.ts";
import { startServer } from "../src/server/start-server.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  await buildIfMissing(seedEmbedded);
  stopOnSignals((await startServer({ prepareContent: seedEmbedded })).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
