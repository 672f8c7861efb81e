/**
 * `npm run rollback`: serves the build before the live one again (and, run once more, the newer
 * one). A running server picks the change up at once (it watches the builds folder); otherwise
 * the next start serves it.
 */
import { loadDotEnv } from "../src/server/env-file.ts";
import { config } from "../src/lib/config.ts";
import { buildsDir } from "../src/server/publish/site-builder.ts";
import { buildFolders } from "../src/server/publish/folders.ts";

try {
  loadDotEnv();
  const folders = buildFolders(buildsDir(config().dataDir));
  const live = await folders.live();
  const history = (await folders.history()).filter((id) => id !== live);
  const previous = history.at(-1);
  if (!previous) throw new Error(`There is no earlier build to roll back to in ${folders.dir}.`);
  await folders.setLive(previous);
  console.log(`Build ${previous} is live again (was ${live ?? "none"}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
