import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../../src/lib/config.ts";
import { createContentService } from "../../src/content-service/index.ts";
import { embeddedOptions } from "../../src/lib/cms/embedded.ts";
import { seed } from "../../scripts/seed/index.ts";
import { siteEnv } from "./site-env.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The seeded DATA_DIR every site test copies. */
export const TEMPLATE_DIR = join(ROOT, "tests", ".tmp", "site-template");

declare module "vitest" {
  export interface ProvidedContext {
    siteTemplate: string;
  }
}

/**
 * Once per integration run: seeds a template DATA_DIR through the real embedded service, then
 * builds the site against it (`npm run build`: code and rendered pages; SKIP_BUILD=1 renders the
 * pages with the existing code build). Tests copy the template.
 */
export default async function setup(project: TestProject): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const config = loadConfig({ DATA_DIR: TEMPLATE_DIR });
  const service = createContentService(embeddedOptions(config));
  try {
    await seed(service, {
      baseUrl: "http://embedded",
      app: config.app,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      siteCode: config.siteCode,
    });
  } finally {
    service.close();
  }
  {
    // The code build and the template's rendered pages (DATA_DIR/builds), which every site adopts.
    const script = process.env.SKIP_BUILD === "1" ? "scripts/render.ts" : "scripts/build.ts";
    const build = spawnSync(process.execPath, [join(ROOT, script)], {
      cwd: ROOT,
      env: siteEnv({ DATA_DIR: TEMPLATE_DIR }),
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      // 6 s idle, 12-17 s with another build looping on the same 2 cores.
      timeout: 170_000,
    });
    if (build.status !== 0) throw new Error(`${script} failed (${build.status}):\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  }
  process.env.SITE_TEMPLATE_DIR = TEMPLATE_DIR;
  project.provide("siteTemplate", TEMPLATE_DIR);
}
