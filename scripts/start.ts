/**
 * `npm start`: builds the site on first start (after seeding an empty embedded store, since the
 * build prerenders from the content service), then runs the production server.
 */
import { main } from "./serve.ts";
import { loadDotEnv } from "./server/env-file.ts";
import { buildIfMissing } from "./server/first-build.ts";
import { stopOnSignals } from "./server/shutdown.ts";

try {
  loadDotEnv();
  await buildIfMissing();
  stopOnSignals((await main()).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
