import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { config } from "../../src/lib/config.ts";
import { seedEmbedded, startEmbeddedService } from "./boot.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The built server entry; its absence means "no build yet". */
export const SERVER_ENTRY = `${ROOT}dist/server/entry.mjs`;

function astroBuild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}node_modules/astro/bin/astro.mjs`, "build"], { cwd: ROOT, stdio: "inherit", env });
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
export async function buildIfMissing(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (existsSync(SERVER_ENTRY)) return;
  const cfg = config();
  if (!cfg.contentServiceUrl) {
    console.log("Seeding demo content…");
    const service = startEmbeddedService(cfg, "");
    try {
      await seedEmbedded(cfg, service);
    } finally {
      await service.close();
    }
  }
  console.log("Building the site (first start)…");
  await astroBuild(env);
}
