/** `npm run build`: seeds an empty embedded store (the build prerenders from it), then builds the site. */
import { loadDotEnv } from "../src/server/env-file.ts";
import { ensureFreshBuild } from "../src/server/fresh-build.ts";
import { seedEmbedded } from "./lib/seed-embedded.ts";

try {
  loadDotEnv();
  await ensureFreshBuild({ prepareContent: seedEmbedded, when: "always" });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
