/**
 * `npm start`: builds the site on first start (after seeding an empty embedded store, since the
 * build prerenders from the content service), then runs the production server.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { config } from "../src/lib/config.ts";
import { seedEmbedded, startEmbeddedService } from "./server/boot.ts";
import { main, SERVER_ENTRY } from "./serve.ts";
import { stopOnSignals } from "./server/shutdown.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", env: process.env });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

async function firstBuild(): Promise<void> {
  const cfg = config();
  if (!cfg.contentServiceUrl) {
    console.log("Seeding demo content…");
    const service = await startEmbeddedService(cfg, "");
    try {
      await seedEmbedded(cfg, service);
    } finally {
      await service.close();
    }
  }
  console.log("Building the site (first start)…");
  await run([`${ROOT}node_modules/astro/astro.js`, "build"]);
}

try {
  if (!existsSync(SERVER_ENTRY)) await firstBuild();
  stopOnSignals((await main()).stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
