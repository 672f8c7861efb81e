/**
 * One build: renders a snapshot into a fresh folder. With the previous build's record it
 * is incremental: the new folder starts as hard links of the previous one, and only the paths whose
 * recorded reads changed (src/lib/render/reads.ts), new paths and the build files are written;
 * without one (first build, new code) it starts from Astro's static output and renders every path.
 */
import { randomUUID } from "node:crypto";
import { readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import * as v from "valibot";
import type { SiteData } from "../../lib/content/model.ts";
import { siteIcons } from "../../lib/icons/index.ts";
import { mayHaveChanged } from "../../lib/render/key-scope.ts";
import { readDigest, readDigests, READ, shortDigest, themeFragment } from "../../lib/render/reads.ts";
import { renderTargets } from "../../lib/render/site-paths.ts";
import { BuildChangeSchema, nextChanges } from "../../lib/site/build-changes.ts";
import type { BuildLatest, BuildMeta } from "../../lib/site/build-meta.ts";
import type { Touched } from "../../lib/site/load-changes.ts";
import { pageIndex } from "../../lib/site/pages.ts";
import { pagePayload } from "../../lib/site/payload.ts";
import { siteRedirects, toRouteRules } from "../../lib/site/redirects.ts";
import { replaceThemeHead } from "../../lib/theme/index.ts";
import { MEMORY_BUDGET, MEMORY_LIMIT, type WrittenFile } from "../static-index.ts";
import { precompressDir } from "../../integrations/precompress.ts";
import { linkTree, removeSiblings, removeWithSiblings, writeFileAtomic, writeNew, writePrecompressed, type BuildFolders } from "./folders.ts";
import { createPhaseClock, type PhaseClock } from "./phases.ts";
import type { Renderer } from "./renderer.ts";
import type { Spare } from "./spare-folder.ts";

/** What a build remembers for the next one (`<builds>/<id>.json`, never served). */
const RenderRecordSchema = v.object({
  id: v.string(),
  /** The code build it was rendered with (`dist/server/build-id`): another one renders everything. */
  base: v.string(),
  contentFingerprint: v.optional(v.string()),
  /** Per URL path, the keys it read. */
  paths: v.record(v.string(), v.array(v.string())),
  /** Per key, the digest of its value in this build's snapshot. */
  digests: v.record(v.string(), v.nullable(v.string())),
  /** Per content page path, the digest of its `_payload.json`: a page rendered anew keeps an unchanged payload as linked. */
  payloads: v.optional(v.record(v.string(), v.string())),
  /** The paths this build and the ones before it changed, newest first (as in the build meta). */
  changes: v.optional(v.array(BuildChangeSchema)),
  /** Every compressible file of the build has its `.br`/`.gz` siblings (written when smaller). */
  precompressed: v.optional(v.boolean()),
});
export type RenderRecord = v.InferOutput<typeof RenderRecordSchema>;

/** The record of build `id`; undefined when there is none, or it is unreadable, malformed or of another build (that build then renders everything). */
export async function readRecord(folders: BuildFolders, id: string): Promise<RenderRecord | undefined> {
  try {
    const parsed = v.safeParse(RenderRecordSchema, JSON.parse(await readFile(folders.record(id), "utf8")));
    return parsed.success && parsed.output.id === id ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export interface RenderPassOptions {
  folders: BuildFolders;
  renderer: Renderer;
  /** Astro's static output (`dist/client`): the first build's starting point. */
  baseDir: string;
  base: string;
  site: SiteData;
  contentFingerprint?: string;
  /** The build to continue from, with its record. */
  previous?: RenderRecord;
  /** A folder linked from build `from` ahead of time (`linkTree`): used when `from` is `previous`, so the pass need not link. */
  spare?: Spare;
  /** What changed in `site` since the snapshot `previous` was rendered from; without it, anything may have. */
  touched?: Touched;
  /** Pages in flight at once: one page's file writes overlap the next one's render. */
  concurrency?: number;
  progress?(done: number, total: number): void;
  /** Where the pass adds the time of its phases (digests, link, render, writes, compress, record). */
  clock?: PhaseClock;
  /** Write `.br`/`.gz` siblings of every compressible file (BUILD_PRECOMPRESS). */
  precompress?: boolean;
}

export interface RenderPassResult {
  id: string;
  folder: string;
  record: RenderRecord;
  /** URL paths of every file written or removed, and folders replaced whole (for the static index). */
  changed: string[];
  removed: string[];
  replacedDirs: string[];
  /** Bytes of written files, by URL path, for the static index (small files only, within its memory budget). */
  written: Map<string, WrittenFile>;
  /** The pass wrote `.br`/`.gz` siblings of what it changed. */
  precompressed: boolean;
  /** Paths rendered, of `total` in the build. */
  rendered: number;
  /** Paths whose theme alone changed: the new theme spliced into the previous file, nothing rendered. */
  restyled: number;
  total: number;
  full: boolean;
}

const urlOf = (file: string) => `/${file}`;

export async function renderPass(options: RenderPassOptions): Promise<RenderPassResult> {
  const { folders, renderer, site } = options;
  const precompress = options.precompress === true;
  const clock = options.clock ?? createPhaseClock();
  const previous = options.previous?.base === options.base ? options.previous : undefined;
  const spare = previous && options.spare?.from === previous.id ? options.spare : undefined;
  const id = spare?.id ?? randomUUID();
  const folder = folders.folder(id);

  // What changed since the previous build: every key it recorded, asked again of this snapshot.
  const { targets, digests, changedKeys, todo, gone } = clock.timeSync("digests", () => {
    const targets = renderTargets(site);
    // Keys whose value cannot have changed keep their digest; the others are asked again.
    const keys = previous ? Object.keys(previous.digests) : [];
    const touched = options.touched;
    const digests = readDigests(site, touched ? keys.filter((key) => mayHaveChanged(key, touched)) : keys);
    if (touched) for (const key of keys) if (!digests.has(key)) digests.set(key, previous!.digests[key] ?? undefined);
    const changedKeys = new Set([...digests].filter(([key, digest]) => digest === undefined || previous?.digests[key] !== digest).map(([key]) => key));
    const todo = [...targets.values()].filter((t) => !previous?.paths[t.path] || previous.paths[t.path]!.some((key) => changedKeys.has(key)));
    const gone = previous ? Object.keys(previous.paths).filter((path) => !targets.has(path)) : [];
    return { targets, digests, changedKeys, todo, gone };
  });

  const changed: string[] = [];
  const removed: string[] = [];
  const replacedDirs: string[] = [];
  const written = new Map<string, WrittenFile>();
  let handed = 0;
  /**
   * Writes a served file (with its siblings when precompressing; dropping stale ones a
   * precompressing build left), counts it as changed, and hands its bytes to the static index
   * while they fit its budget.
   */
  const emit = async (file: string, bytes: Buffer, replace: typeof writeFileAtomic) => {
    const path = join(folder, file);
    await replace(path, bytes);
    const variants = precompress ? await writePrecompressed(path, bytes) : {};
    if (!precompress && previous?.precompressed && replace === writeFileAtomic) await removeSiblings(path);
    changed.push(urlOf(file));
    const size = bytes.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0);
    if (bytes.length <= MEMORY_LIMIT && handed + size <= MEMORY_BUDGET) {
      handed += size;
      written.set(urlOf(file), { bytes, mtime: new Date(), ...variants });
    }
  };
  try {
    await clock.time("link", async () => {
      const from = previous ? folders.folder(previous.id) : options.baseDir;
      if (!spare) return linkTree(from, folder);
      // Another process sharing the builds folder may have retired the spare while it built.
      const linked = await spare.linked
        .then(
          () => stat(folder).then(() => true),
          () => false,
        )
        .catch(() => false);
      if (linked) return;
      await rm(folder, { recursive: true, force: true });
      await linkTree(from, folder);
    });
    const index = pageIndex(site);
    for (const path of gone) {
      for (const file of [join(path === "/" ? "" : path.slice(1), "index.html"), join(path.slice(1), "_payload.json")]) {
        await removeWithSiblings(join(folder, file));
        removed.push(urlOf(file));
      }
    }
    if (!previous || changedKeys.has(READ.shared)) {
      await writeIcons(folder, site);
      if (precompress) await precompressDir(join(folder, "icons"));
      replacedDirs.push("/icons/");
    }

    const paths: Record<string, string[]> = {};
    const payloads: Record<string, string> = {};
    if (previous) for (const [path, keys] of Object.entries(previous.paths)) if (targets.has(path)) paths[path] = keys;
    if (previous?.payloads) for (const [path, digest] of Object.entries(previous.payloads)) if (targets.has(path)) payloads[path] = digest;
    let done = 0;
    let next = 0;
    let restyled = 0;
    const themeItems = new Set(site.themes.map((theme) => READ.item(theme.id)));
    const work = async () => {
      while (next < todo.length) {
        const target = todo[next++]!;
        const keys = previous?.paths[target.path];
        const restyle = keys && themeOnly(keys, changedKeys, themeItems) ? await restyledPage(join(folder, target.file), keys, site, id) : undefined;
        const page = restyle ?? (await renderer.render(target.path, site, id));
        if (restyle) restyled++;
        const t0 = performance.now();
        // A path an earlier pass rendered is a hard link into that build, replaced by rename (and has
        // no precompressed siblings left: that pass dropped them); any other is new to this folder.
        const write = previous?.paths[target.path] ? writeFileAtomic : writeNew;
        await emit(target.file, Buffer.from(page.body), write);
        const route = target.payload ? index.byPath.get(target.path) : undefined;
        if (target.payload && route) {
          const json = JSON.stringify(pagePayload(site, route, () => {}));
          const digest = shortDigest(json);
          // Most of what re-renders a page leaves its payload alone (a theme colour, the header's
          // links): the file linked from the previous build already holds these bytes.
          if (previous?.payloads?.[target.path] !== digest) await emit(target.payload, Buffer.from(json), write);
          payloads[target.path] = digest;
        }
        // Summed over the pages in flight: it overlaps the render of the others.
        clock.add("writes", performance.now() - t0);
        paths[target.path] = [...page.reads].sort();
        options.progress?.(++done, todo.length);
      }
    };
    options.progress?.(0, todo.length);
    await clock.time("render", () => Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, todo.length) }, work)));
    const recordStart = performance.now();

    // Every key now recorded, with its digest in this snapshot (keys no path reads any more drop out).
    const recorded = new Map<string, string | null>();
    for (const keys of Object.values(paths))
      for (const key of keys) if (!recorded.has(key)) recorded.set(key, (digests.has(key) ? digests.get(key) : readDigest(site, key)) ?? null);
    const record: RenderRecord = {
      id,
      base: options.base,
      contentFingerprint: options.contentFingerprint,
      paths,
      digests: Object.fromEntries(recorded),
      payloads,
      changes: nextChanges(id, previous ? [...todo.map((t) => t.path), ...gone] : undefined, previous?.changes),
      precompressed: precompress || undefined,
    };

    const taken = (path: string) => targets.has(path) || index.byPath.has(path);
    const latest: BuildLatest = { id, timestamp: Date.now() };
    const meta: BuildMeta = {
      ...latest,
      routeRules: toRouteRules(siteRedirects(site, taken, (m) => console.warn(`[redirects] ${m}`))),
      prerendered: [...targets.keys()].sort(),
      contentFingerprint: options.contentFingerprint,
      changes: record.changes,
    };
    await emit(`builds/meta/${id}.json`, Buffer.from(JSON.stringify(meta)), writeFileAtomic);
    await emit("builds/latest.json", Buffer.from(JSON.stringify(latest)), writeFileAtomic);
    await writeFileAtomic(folders.record(id), JSON.stringify(record));
    clock.add("record", performance.now() - recordStart);
    // The first precompressing build: the files it did not write (public files, pages linked from
    // a build that did not precompress) get their siblings too.
    if (precompress && !previous?.precompressed) await clock.time("compress", () => precompressDir(folder));
    return {
      id,
      folder,
      record,
      changed,
      removed,
      replacedDirs,
      written,
      precompressed: precompress,
      rendered: todo.length - restyled,
      restyled,
      total: targets.size,
      full: !previous,
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Whether what changed of a path's reads is its theme alone: its `READ.theme` key, and the
 * themesettings item of its theme (its data reaches the page's payload, never its body).
 */
function themeOnly(keys: readonly string[], changedKeys: ReadonlySet<string>, themeItems: ReadonlySet<string>): boolean {
  return keys.every((key) => !changedKeys.has(key) || key.startsWith("theme:") || themeItems.has(key));
}

/**
 * The page at `file` (linked from the previous build) with the theme of this snapshot in its head
 * and this build's id; undefined when it cannot be spliced (it is then rendered). Equal to the page
 * rendered anew: its body names the theme's colours only by variable and class.
 */
async function restyledPage(file: string, keys: readonly string[], site: SiteData, buildId: string): Promise<{ body: string; reads: Set<string> } | undefined> {
  const themeKey = keys.find((key) => key.startsWith("theme:"));
  const fragment = themeKey === undefined ? undefined : themeFragment(site, themeKey.slice("theme:".length));
  if (!fragment) return undefined;
  const html = await readFile(file, "utf8").catch(() => undefined);
  const spliced = html === undefined ? undefined : replaceThemeHead(html, fragment);
  if (spliced === undefined) return undefined;
  if (!BUILD_ID.test(spliced)) return undefined;
  return { body: spliced.replace(BUILD_ID, (_, open: string) => `${open}${buildId}"`), reads: new Set(keys) };
}

/** The build a page names (src/components/site/BuildCheck.astro). */
const BUILD_ID = /(<meta name="build-id" content=")[^"]*"/;

/**
 * Every icon of the snapshot, sanitised, as `icons/<name>.svg` (islands fetch them on first use,
 * `loadIcon` in src/stores/load-icon.ts); the folder is replaced whole, so a deleted icon is gone.
 */
async function writeIcons(folder: string, site: SiteData): Promise<void> {
  const dir = join(folder, "icons");
  await rm(dir, { recursive: true, force: true });
  for (const icon of siteIcons(site).values()) {
    // Names are `^[a-z0-9]+(-[a-z0-9]+)*$` (checked by siteIcons), so they cannot leave `dir`.
    const svg = icon.svg.includes("xmlns=") ? icon.svg : icon.svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
    await writeFileAtomic(join(dir, `${icon.name}.svg`), svg);
  }
}
