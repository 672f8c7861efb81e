/**
 * Which URL paths each recent build wrote anew or removed, newest first. Pages keep the id of the
 * build that rendered them, and an incremental build renders only the pages whose content changed,
 * so a page from an older build is current unless a later build changed its path. Visitors' pages
 * and the service worker read this list from `builds/meta/{id}.json` to tell a page that is out of
 * date from one that is only older.
 */
import * as v from "valibot";

/** One build and the paths it changed; `null` when it rendered every path (a full build, or too many to list). */
export const BuildChangeSchema = v.object({ id: v.string(), paths: v.nullable(v.array(v.string())) });
export type BuildChange = v.InferOutput<typeof BuildChangeSchema>;

/** Builds listed, at most. A page from an older build counts as changed (it is revalidated, which costs a 304). */
export const CHANGE_BUILDS = 30;
/** Paths listed over all builds, at most: the list travels to every open tab after each publish. */
export const CHANGE_PATHS = 2_000;

/**
 * The change list of a new build `id` that wrote or removed `paths` (undefined: every path), on
 * top of the previous build's list, trimmed to the limits above (oldest builds first).
 */
export function nextChanges(id: string, paths: readonly string[] | undefined, previous: readonly BuildChange[] = []): BuildChange[] {
  const own: BuildChange = { id, paths: paths && paths.length <= CHANGE_PATHS ? [...new Set(paths)].sort() : null };
  const list = [own];
  let count = own.paths?.length ?? 0;
  for (const change of previous) {
    if (list.length >= CHANGE_BUILDS) break;
    count += change.paths?.length ?? 0;
    if (count > CHANGE_PATHS) break;
    list.push(change);
  }
  return list;
}

/**
 * The paths changed after build `since`, per `changes` (newest first): `"all"` when a build since
 * then rendered every path, or when `since` is not in the list (too old, or unknown).
 */
export function changedSince(changes: readonly BuildChange[], since: string): Set<string> | "all" {
  const paths = new Set<string>();
  for (const change of changes) {
    if (change.id === since) return paths;
    if (change.paths === null) return "all";
    for (const path of change.paths) paths.add(path);
  }
  return "all";
}

/** The page path a URL path belongs to: its payload's page, without a trailing slash (but `/`). */
export function pagePathOf(pathname: string): string {
  const page = pathname.endsWith("/_payload.json") ? pathname.slice(0, -"/_payload.json".length) : pathname;
  return page.length > 1 ? page.replace(/\/+$/, "") || "/" : "/";
}
