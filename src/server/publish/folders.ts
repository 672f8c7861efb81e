/**
 * The rendered builds on disk: each build is a folder of its own under `dir`
 * (`<dir>/<id>/`, the served files) with its render record beside it (`<dir>/<id>.json`, never
 * served). `<dir>/live` is a symlink to the live build, replaced in one rename; `history.json`
 * lists the builds in the order they went live, newest last.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFile, link, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { compress, isCompressible } from "../../lib/http/compression.ts";
import { BUILD_ID } from "../../lib/site/build-meta.ts";

export interface BuildFolders {
  readonly dir: string;
  /** The folder of build `id`. */
  folder(id: string): string;
  /** The render record file of build `id`. */
  record(id: string): string;
  /** The live build's id, if any. */
  live(): Promise<string | undefined>;
  /** Makes `id` the live build (one rename) and the newest entry of the history. */
  setLive(id: string): Promise<void>;
  /** The builds in the order they went live, newest last. */
  history(): Promise<string[]>;
  /**
   * Moves every build folder and record but the last `keep` of the history (and `also`) out of the
   * builds (a rename each) and resolves with their deletion, which may take a while longer.
   */
  retire(keep: number, also?: readonly string[]): Promise<{ deleted: Promise<void> }>;
  /** `retire`, resolving once everything retired is deleted. */
  prune(keep: number, also?: readonly string[]): Promise<void>;
}

/** Retired builds, renamed to this prefix and a random tail until they are deleted (a dotfile: never a build). */
const TRASH = ".retired-";

export function buildFolders(dir: string): BuildFolders {
  const historyFile = join(dir, "history.json");
  const readHistory = async (): Promise<string[]> => {
    try {
      const list = JSON.parse(await readFile(historyFile, "utf8")) as unknown;
      return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string" && BUILD_ID.test(id)) : [];
    } catch {
      return [];
    }
  };
  const folders: BuildFolders = {
    dir,
    folder: (id) => join(dir, id),
    record: (id) => join(dir, `${id}.json`),
    async live() {
      try {
        const target = await readlink(join(dir, "live"));
        return BUILD_ID.test(target) ? target : undefined;
      } catch {
        return undefined;
      }
    },
    async setLive(id) {
      await mkdir(dir, { recursive: true });
      const temp = join(dir, `.live-${randomBytes(6).toString("hex")}`);
      await symlink(id, temp);
      await rename(temp, join(dir, "live"));
      const history = (await readHistory()).filter((x) => x !== id);
      history.push(id);
      await writeFileAtomic(historyFile, JSON.stringify(history.slice(-10)));
    },
    history: readHistory,
    async retire(keep, also = []) {
      const history = await readHistory();
      const kept = new Set([...history.slice(-keep), ...also]);
      const live = await folders.live();
      if (live) kept.add(live);
      await writeFileAtomic(historyFile, JSON.stringify(history.filter((id) => kept.has(id))));
      const trash: string[] = [];
      for (const entry of await readdir(dir).catch(() => [] as string[])) {
        if (entry.startsWith(TRASH)) {
          trash.push(join(dir, entry));
          continue;
        }
        const id = entry.endsWith(".json") ? entry.slice(0, -5) : entry;
        if (entry === "live" || entry === "history.json" || entry.startsWith(".") || !BUILD_ID.test(id) || kept.has(id)) continue;
        // One rename now; deleting a large build's files takes a while, and nothing waits for it.
        const moved = join(dir, `${TRASH}${randomBytes(6).toString("hex")}`);
        await rename(join(dir, entry), moved);
        trash.push(moved);
      }
      return { deleted: Promise.all(trash.map((path) => removeInBackground(path))).then(() => {}) };
    },
    async prune(keep, also = []) {
      await (
        await folders.retire(keep, also)
      ).deleted;
    },
  };
  return folders;
}

/** Runs `write`, and once more after making the folder of `path` when that folder was missing. */
async function inFolder(path: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    await mkdir(dirname(path), { recursive: true });
    await write();
  }
}

/** Writes a file whole or not at all (temp file, then rename): never a half-written file, never into a hard link's shared bytes. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temp = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await inFolder(path, () => writeFile(temp, data));
  await rename(temp, path);
}

/**
 * Writes a file this build folder does not have yet (a page new to it; every page of a full build):
 * created in place, three calls where a replacement takes six or more. Nothing serves the folder
 * before the build swaps it live and a failed build deletes it, so a half-written file is never
 * seen. Where a file is there after all (a hard link shared with another build, say), it is
 * replaced as `writeServed` does, never written through.
 */
export async function writeNew(path: string, data: string | Uint8Array): Promise<void> {
  await inFolder(path, async () => {
    try {
      await writeFile(path, data, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await writeServed(path, data);
    }
  });
}

/** A served file's precompressed siblings, which the server would serve for it. */
const siblings = (path: string) => [`${path}.br`, `${path}.gz`];

/**
 * Writes the `.br` and `.gz` siblings of a served file just written with `bytes` (each only when
 * smaller; a sibling left from before is removed), by rename: one linked from another build is
 * never written through. Resolves with the bytes written.
 */
export async function writePrecompressed(path: string, bytes: Buffer): Promise<{ br?: Buffer; gzip?: Buffer }> {
  if (!isCompressible(path, bytes.length)) {
    await Promise.all(siblings(path).map((p) => rm(p, { force: true })));
    return {};
  }
  const [br, gzip] = await Promise.all([compress(bytes, "br", path), compress(bytes, "gzip", path)]);
  const keep = async (variant: Buffer, file: string) => {
    if (variant.length < bytes.length) return void (await writeFileAtomic(file, variant));
    await rm(file, { force: true });
  };
  await Promise.all([keep(br, `${path}.br`), keep(gzip, `${path}.gz`)]);
  return { br: br.length < bytes.length ? br : undefined, gzip: gzip.length < bytes.length ? gzip : undefined };
}

/** Removes a file's precompressed siblings (a file written anew by a build that does not precompress). */
export async function removeSiblings(path: string): Promise<void> {
  await Promise.all(siblings(path).map((p) => rm(p, { force: true })));
}

/** Removes a file and its precompressed siblings. */
export async function removeWithSiblings(path: string): Promise<void> {
  await Promise.all([path, ...siblings(path)].map((p) => rm(p, { force: true })));
}

/**
 * Writes a file the server serves (atomically) and drops its precompressed siblings: one linked
 * from the previous build would be served for the new bytes.
 */
export async function writeServed(path: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomic(path, data);
  await removeSiblings(path);
}

/**
 * Copies the tree `from` to `to` as hard links (no bytes copied): `cp -al` where it works (the same
 * kernel work as a walk from here, ≈0.5 s for 23,000 files and 13,000 folders on tmpfs, but in a
 * process of its own, off the server's thread pool), else a walk that falls back to copying across
 * file systems. Files are only ever replaced by rename afterwards (`writeFileAtomic`), so the builds
 * never change each other's bytes.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  try {
    await mkdir(dirname(to), { recursive: true });
    await run(["cp", "-al", "--", from, to]);
    return;
  } catch {
    // No GNU cp, another file system, or a partial copy: the walk below links or copies what is missing.
    await rm(to, { recursive: true, force: true });
  }
  await walkLinks(from, to);
}

const execFileAsync = promisify(execFile);

/**
 * Runs a command; `background`: at the lowest CPU priority (`nice`), so that work nothing waits
 * for yet does not slow a build. In a process of its own, it leaves the server's thread pool free.
 */
async function run([command, ...args]: string[], background = false): Promise<void> {
  if (background) {
    try {
      await execFileAsync("nice", ["-n", "19", command!, ...args]);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  await execFileAsync(command!, args);
}

/** Deletes a retired build folder (`rm -rf` at low priority where there is one). */
async function removeInBackground(path: string): Promise<void> {
  await run(["rm", "-rf", "--", path], true).catch(() => rm(path, { recursive: true, force: true }));
}

async function walkLinks(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const source = join(from, entry.name);
      const target = join(to, entry.name);
      if (entry.isDirectory()) return walkLinks(source, target);
      if (!entry.isFile()) return;
      try {
        await link(source, target);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EXDEV" || code === "EPERM" || code === "EMLINK") await copyFile(source, target);
        else throw error;
      }
    }),
  );
}
