/**
 * `npm run nginx-config -- --listen 80 --server-name example.org --upstream 127.0.0.1:4321 --upstream 127.0.0.1:4322`:
 * prints nginx's configuration for this site (deploy/nginx.conf.template, docs/deploy.md), with
 * the CSP of the live build in DATA_DIR. Run it again after each code build, then `nginx -s reload`.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { config } from "../src/lib/config.ts";
import { loadDotEnv } from "../src/server/env-file.ts";
import { deployNginxConfig } from "../src/server/nginx-config.ts";
import { buildsDir } from "../src/server/publish/site-builder.ts";

try {
  loadDotEnv();
  const { values } = parseArgs({
    options: {
      listen: { type: "string", default: "80" },
      "server-name": { type: "string" },
      upstream: { type: "string", multiple: true },
      "live-dir": { type: "string" },
    },
  });
  const cfg = config();
  const upstreams = values.upstream?.length ? values.upstream : [`127.0.0.1:${cfg.port}`];
  const liveDir = values["live-dir"] ?? join(buildsDir(cfg.dataDir), "live");
  process.stdout.write(await deployNginxConfig({ listen: values.listen, serverName: values["server-name"], liveDir, upstreams, uploadLimit: cfg.uploadLimit }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
