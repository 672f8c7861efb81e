import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { readBuildLatest, type BuildMeta } from "../lib/site/build-meta.ts";

/**
 * The meta file of the build in `clientDir` (`builds/latest.json` → `builds/meta/{id}.json`), or
 * undefined when the build has none. Unreadable or malformed files are reported and count as none.
 */
export async function readBuildMeta(clientDir: string): Promise<Partial<BuildMeta> | undefined> {
  try {
    const latest = await readBuildLatest(clientDir);
    if (!latest) return undefined;
    const meta = JSON.parse(await readFile(join(clientDir, "builds", "meta", `${latest.id}.json`), "utf8")) as unknown;
    return typeof meta === "object" && meta !== null ? (meta as Partial<BuildMeta>) : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") console.error(`Build meta not read: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
}
