import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { config } from "../lib/config.ts";
import { startEmbeddedService, type PrepareContent } from "./boot.ts";
import { buildPaths, ROOT } from "./paths.ts";

function astroBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], { cwd: ROOT, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * Builds the site when there is no build: seeds an empty embedded store first (the build
 * prerenders from the content service), then runs `astro build` in a child process.
 */
export async function buildIfMissing(prepareContent?: PrepareContent, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (existsSync(buildPaths().serverEntry)) return;
  const cfg = config();
  if (!cfg.contentServiceUrl && prepareContent) {
    console.log("Seeding demo content…");
    const service = startEmbeddedService(cfg, "");
    try {
      await prepareContent(service, cfg);
    } finally {
      await service.close();
    }
  }
  console.log("Building the site (first start)…");
  await astroBuild(env);
}
