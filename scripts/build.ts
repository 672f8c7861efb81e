/**
 * `npm run build`: seeds an empty embedded store, builds the code (`astro build`), then renders
 * every page into a new build folder under DATA_DIR/builds (the server's render pass, on a
 * loopback port) and makes it the live one. Static hosting deploys `DATA_DIR/builds/live/`.
 */
import "../src/server/production.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { ensureFreshBuild } from "../src/server/fresh-build.ts";
import { renderSite } from "./lib/render-site.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "always" });
  await renderSite();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
