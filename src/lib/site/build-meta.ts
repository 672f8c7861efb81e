import { join } from "node:path";
import { readFile } from "node:fs/promises";
import * as v from "valibot";
import type { BuildChange } from "./build-changes.ts";
import type { RouteRules } from "./redirects.ts";

/** `builds/latest.json`: the id of the build being served (clients poll it). */
export interface BuildLatest {
  id: string;
  timestamp: number;
}

/** `builds/meta/{id}.json`: the redirects the server answers, every prerendered path, the content it shows. */
export interface BuildMeta extends BuildLatest {
  routeRules: RouteRules;
  prerendered: string[];
  /** `contentFingerprint` of the content the build was made from (src/lib/site/fingerprint.ts). */
  contentFingerprint?: string;
  /** The paths this build and the ones before it wrote anew or removed, newest first (src/lib/site/build-changes.ts). */
  changes?: BuildChange[];
}

/** A build id as written by the build: what may appear in `builds/meta/{id}.json`. */
export const BUILD_ID = /^[A-Za-z0-9-]{1,100}$/;

const LatestSchema = v.object({ id: v.pipe(v.string(), v.regex(BUILD_ID)), timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)) });

/**
 * The build in the client folder `clientDir` (a folder URL, or a path), per its `builds/latest.json`:
 * undefined when there is none or it is malformed; other read errors are thrown.
 */
export async function readBuildLatest(clientDir: URL | string): Promise<BuildLatest | undefined> {
  const file = typeof clientDir === "string" ? join(clientDir, "builds", "latest.json") : new URL("builds/latest.json", clientDir);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(LatestSchema, json);
  return parsed.success ? parsed.output : undefined;
}
