import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { openSiteContent } from "../lib/cms/index.ts";
import { config } from "../lib/config.ts";
import { contentFingerprint } from "../lib/site/fingerprint.ts";
import { readBuildMeta } from "./build-meta.ts";
import { buildPaths, ROOT } from "./paths.ts";
import type { PrepareContent } from "./start-server.ts";

/** Runs `astro build` in a child process (its own memory, its own module graph). */
function astroBuild(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "node_modules/astro/bin/astro.mjs"), "build"], { cwd: ROOT, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`astro build failed (${signal ?? `exit code ${code}`})`))));
  });
}

export interface FreshBuildOptions {
  /** Fills an empty embedded store first: the build prerenders from the content service. */
  prepareContent?: PrepareContent;
  /** `missing`: build only when there is none; `stale`: also when the content changed since; `always`. */
  when: "missing" | "stale" | "always";
}

/**
 * Makes sure the build reflects the store: prepares the content (the demo seed of an empty
 * embedded store), then builds when there is no build, or (`stale`) when the content's
 * fingerprint differs from the one the build recorded. Returns why it built, or undefined.
 */
export async function ensureFreshBuild(options: FreshBuildOptions): Promise<string | undefined> {
  const cfg = config();
  const paths = buildPaths();
  const content = openSiteContent(cfg);
  let reason: string | undefined;
  try {
    if (content.embedded) await options.prepareContent?.(content.embedded, cfg);
    if (options.when === "always") reason = "requested";
    else if (!existsSync(paths.serverEntry)) reason = "there is no build yet";
    else if (options.when === "stale") reason = await staleReason(paths.clientDir, () => contentFingerprint(content.cms));
  } finally {
    content.close();
  }
  if (reason) {
    console.log(`Building the site (${reason})…`);
    await astroBuild();
  }
  return reason;
}

async function staleReason(clientDir: string, current: () => Promise<string>): Promise<string | undefined> {
  const built = (await readBuildMeta(clientDir))?.contentFingerprint;
  if (!built) return "the build does not record which content it shows";
  try {
    return built === (await current()) ? undefined : "the content changed since the last build";
  } catch (error) {
    // The build would fail the same way: serve what there is.
    console.error(`Could not compare the content with the build (${error instanceof Error ? error.message : error}); serving the existing build.`);
    return undefined;
  }
}
