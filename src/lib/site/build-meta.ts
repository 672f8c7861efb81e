import { join } from "node:path";
import { readFile } from "node:fs/promises";
import * as v from "valibot";
import { formatIssues } from "../../base/issues.ts";
import { BuildChangeSchema } from "./build-changes.ts";

/** A build id as written by the build: what may appear in `builds/meta/{id}.json`. */
export const BUILD_ID = /^[A-Za-z0-9-]{1,100}$/;

/** `builds/latest.json`: the id of the build being served (clients poll it). */
export const BuildLatestSchema = v.object({ id: v.pipe(v.string(), v.regex(BUILD_ID)), timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type BuildLatest = v.InferOutput<typeof BuildLatestSchema>;

/** `builds/meta/{id}.json`: the redirects the server answers, every prerendered path, the content it shows. */
export const BuildMetaSchema = v.object({
  ...BuildLatestSchema.entries,
  /** Redirect rules by path (`RouteRules`); the server checks each again and skips a malformed one. */
  routeRules: v.record(v.string(), v.unknown()),
  prerendered: v.array(v.string()),
  /** `contentFingerprint` of the content the build was made from (src/lib/site/fingerprint.ts). */
  contentFingerprint: v.optional(v.string()),
  /** The paths this build and the ones before it wrote anew or removed, newest first (src/lib/site/build-changes.ts). */
  changes: v.optional(v.array(BuildChangeSchema)),
});
export type BuildMeta = v.InferOutput<typeof BuildMetaSchema>;

/** `parts` inside the client folder `clientDir` (a folder URL, or a path). */
const inClient = (clientDir: URL | string, ...parts: string[]) =>
  typeof clientDir === "string" ? join(clientDir, ...parts) : new URL(parts.join("/"), clientDir);

/**
 * The JSON file `file` as `schema` has it: undefined when there is none, and undefined too, with
 * the reason logged, when it cannot be read, is not JSON or does not match.
 */
async function readJsonFile<S extends v.GenericSchema>(file: URL | string, schema: S): Promise<v.InferOutput<S> | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      console.error(`Build file ${String(file)} not read: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.error(`Build file ${String(file)} is not JSON; ignored.`);
    return undefined;
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  console.error(`Build file ${String(file)} is malformed; ignored: ${formatIssues(parsed.issues).slice(0, 3).join("; ")}`);
  return undefined;
}

/** The build in the client folder `clientDir` (a folder URL, or a path), per its `builds/latest.json`; undefined when there is none (or it is malformed: logged). */
export function readBuildLatest(clientDir: URL | string): Promise<BuildLatest | undefined> {
  return readJsonFile(inClient(clientDir, "builds", "latest.json"), BuildLatestSchema);
}

/**
 * The meta file of the build in `clientDir` (`builds/latest.json` → `builds/meta/{id}.json`);
 * undefined when the build has none, or (logged) when either file is unreadable or malformed or
 * the meta names another build.
 */
export async function readBuildMeta(clientDir: URL | string): Promise<BuildMeta | undefined> {
  const latest = await readBuildLatest(clientDir);
  if (!latest) return undefined;
  const meta = await readJsonFile(inClient(clientDir, "builds", "meta", `${latest.id}.json`), BuildMetaSchema);
  return meta?.id === latest.id ? meta : undefined;
}
