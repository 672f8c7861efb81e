import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { openSiteContent } from "../lib/cms/index.ts";
import { schemaRef, type DesiredSchema } from "../lib/cms/schema-sync.ts";
import { config } from "../lib/config.ts";
import { fileBuildLock, LockHeld } from "../lib/publish/build-lock.ts";
import { buildPaths, ROOT } from "./paths.ts";
import { sourceDigest } from "./source-digest.ts";
import type { PrepareContent } from "./start-server.ts";

/**
 * Runs `astro build` in a child process (its own memory, its own module graph). Always a
 * production build: a `NODE_ENV` inherited from the caller (vitest sets `test`) would otherwise
 * give the islands React's development bundles (twice the size, and not what visitors get).
 */
function astroBuild(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...env, NODE_ENV: "production" },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`))));
  });
}

/**
 * Every code block's component schema as this code declares it, references to other schemas by
 * name (`schemaRef`). Loaded only for a code build: the declarations bring the sanitiser (jsdom).
 */
async function declaredBlockSchemas(): Promise<DesiredSchema[]> {
  const [{ blockTypes }, { componentSchema }] = await Promise.all([import("../blocks/catalog.ts"), import("../blocks/component-schema.ts")]);
  return blockTypes.map((block) => componentSchema(block, schemaRef));
}

export interface FreshBuildOptions {
  /** Fills an empty embedded store first (the text-style classes of the CSS come from it). */
  prepareContent?: PrepareContent;
  /** `missing`: build the code only when there is no code build or the code changed since; `always`. */
  when: "missing" | "always";
}

/**
 * Makes sure there is a code build (`astro build`: the server bundle, the CSS and the static
 * assets): prepares the content (the demo seed of an empty embedded store), then builds when
 * asked to, when there is none, or when the code changed since it was built (`sourceDigest`), and gives it a new id (`dist/server/build-id`) so the server
 * renders every page anew with it, beside the block schemas it declares (`block-schemas.json`).
 * Rendering the pages is the server's part (src/server/publish).
 * Returns why it built, or undefined.
 */
export async function ensureFreshBuild(options: FreshBuildOptions): Promise<string | undefined> {
  const cfg = config();
  const paths = buildPaths();
  const content = openSiteContent(cfg);
  let reason: string | undefined;
  const digest = sourceDigest();
  try {
    if (content.embedded) await options.prepareContent?.(content.embedded, cfg);
    if (options.when === "always") reason = "requested";
    else if (!existsSync(paths.serverEntry)) reason = "there is no build yet";
    else if (!existsSync(paths.sourceDigest) || readFileSync(paths.sourceDigest, "utf8") !== digest) reason = "the code changed since the last build";
  } finally {
    content.close();
  }
  if (reason) {
    const release = await fileBuildLock(paths.outDir)
      .acquire({ wait: false })
      .catch((error: unknown) => {
        if (!(error instanceof LockHeld)) throw error;
        throw new Error(`Another build is writing ${paths.outDir} right now (${error.message}): wait for it to end, then run this again.`);
      });
    try {
      console.log(`Building the site (${reason})…`);
      await astroBuild();
      await writeFile(paths.blockSchemas, JSON.stringify(await declaredBlockSchemas()));
      await writeFile(paths.codeId, randomUUID());
      await writeFile(paths.sourceDigest, digest);
    } finally {
      await release();
    }
  }
  return reason;
}
