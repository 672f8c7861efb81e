import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { isCompressible } from "../lib/http/compression.ts";
import { cacheControl } from "./cache-policy.ts";
import { contentType, isHtmlType } from "./mime.ts";

/** Files up to this size are kept in memory; larger ones stream from disk. */
export const MEMORY_LIMIT = 64 * 1024;
/** Upper bound of all bodies kept in memory, so a very large build cannot exhaust the heap. */
export const MEMORY_BUDGET = 128 * 1024 * 1024;

/**
 * A file a build has just written, with its bytes: the index takes them instead of reading the file
 * back. Such a file has no precompressed siblings (a build drops them when it writes a file).
 */
export interface WrittenFile {
  bytes: Buffer;
  mtime: Date;
  /** The siblings written with it (a build that precompresses). */
  br?: Buffer;
  gzip?: Buffer;
}

/** One stored representation of a file (the original, or its br/gzip sibling). */
export interface Representation {
  path: string;
  size: number;
  etag: string;
  /** The bytes, when small enough to keep in memory. */
  body?: Buffer;
}

/** A servable file, keyed by its URL path. */
export interface StaticFile {
  urlPath: string;
  type: string;
  html: boolean;
  cacheControl: string;
  lastModified: string;
  identity: Representation;
  /** A text type worth compressing: responses vary by Accept-Encoding, variants may be made on demand. */
  compressible: boolean;
  /** Stored variants: the build's siblings, or made on the first request that wants one. */
  br?: Representation;
  gzip?: Representation;
}

/** The file index of one build, loaded once at startup. */
export interface StaticIndex {
  files: Map<string, StaticFile>;
  /** `'sha256-…'` sources of every inline `<script>` in the built HTML. */
  scriptHashes: Set<string>;
  /** Bytes of file bodies kept in memory (bounded by MEMORY_BUDGET). */
  held: number;
}

/** Every file under `dir` except dotfiles and anything in dot-folders (.git, .env …: never public, even if a build copied them). */
async function publicFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (path) =>
        !relative(dir, path)
          .split(sep)
          .some((segment) => segment.startsWith(".")),
    );
}

type Loaded = Representation & { bytes?: Buffer; mtime: Date };

const etagOf = (bytes: Buffer, tag: string) => `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}${tag}"`;

async function representation(path: string, tag: string, read: boolean): Promise<Loaded | undefined> {
  try {
    const info = await stat(path);
    // Large files are not read at startup: their ETag comes from size and modification time.
    if (!read && info.size > MEMORY_LIMIT)
      return { path, size: info.size, etag: `"${info.size.toString(36)}-${Math.round(info.mtimeMs).toString(36)}${tag}"`, mtime: info.mtime };
    const bytes = await readFile(path);
    return { path, size: bytes.length, etag: etagOf(bytes, tag), bytes, mtime: info.mtime };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Hashes of inline scripts (JSON data blocks excluded: browsers never execute them). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!) || !body) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return hashes;
}

async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/**
 * Reads the whole client build folder: paths, sizes, types, ETags, small bodies, script hashes. The
 * `written` files are taken from the bytes given instead of being read back.
 */
export async function loadStaticIndex(root: string, written?: ReadonlyMap<string, WrittenFile>): Promise<StaticIndex> {
  const index: StaticIndex = { files: new Map(), scriptHashes: new Set(), held: 0 };
  await addFiles(
    index,
    root,
    (await publicFiles(root)).filter((path) => !/\.(br|gz)$/.test(path)),
    undefined,
    written,
  );
  return index;
}

/**
 * The index of the build in `root` made from `previous` (the build it was linked from): entries of
 * unchanged files are kept (with their in-memory bodies and compressed variants) and point into
 * `root`; the `changed` URL paths are read again, `removed` ones and everything under `replacedDirs`
 * dropped (those folders are read again whole). A 2,000-page build: milliseconds instead of a rescan.
 */
export async function updateStaticIndex(
  previous: StaticIndex,
  previousRoot: string,
  root: string,
  change: {
    changed: readonly string[];
    removed: readonly string[];
    replacedDirs: readonly string[];
    written?: ReadonlyMap<string, WrittenFile>;
    /** The build wrote `.br`/`.gz` siblings of what it changed. */
    precompressed?: boolean;
  },
): Promise<StaticIndex> {
  const index: StaticIndex = { files: new Map(), scriptHashes: new Set(previous.scriptHashes), held: 0 };
  const drop = new Set([...change.changed, ...change.removed]);
  // Every path of the previous index lies under `previousRoot`: its tail is the same under `root`.
  const moved = (rep: Representation | undefined) => rep && { ...rep, path: root + rep.path.slice(previousRoot.length) };
  for (const [urlPath, file] of previous.files) {
    if (drop.has(urlPath) || change.replacedDirs.some((dir) => urlPath.startsWith(dir))) continue;
    index.files.set(urlPath, { ...file, identity: moved(file.identity)!, br: moved(file.br), gzip: moved(file.gzip) });
    index.held += (file.identity.body?.length ?? 0) + (file.br?.body?.length ?? 0) + (file.gzip?.body?.length ?? 0);
  }
  // The new folder was linked from the previous one and only a precompressing build adds
  // siblings: otherwise a file whose previous version had none has none now.
  const plain = new Set(
    change.changed.filter((urlPath) => {
      if (change.precompressed) return false;
      const known = previous.files.get(urlPath);
      return known !== undefined && !known.br && !known.gzip;
    }),
  );
  const fresh = change.changed.map((urlPath) => join(root, ...urlPath.split("/")));
  for (const dir of change.replacedDirs) fresh.push(...(await publicFiles(join(root, ...dir.split("/"))).catch(() => [])));
  await addFiles(index, root, fresh, plain, change.written);
  return index;
}

/**
 * Adds the files at `paths`, looking for `.br`/`.gz` variants of all but the URL paths in `plain`;
 * the `written` ones from the bytes given, without reading them back.
 */
async function addFiles(
  index: StaticIndex,
  root: string,
  paths: readonly string[],
  plain: ReadonlySet<string> = new Set(),
  written?: ReadonlyMap<string, WrittenFile>,
): Promise<void> {
  const { files, scriptHashes } = index;
  // A bounded number of files open at once: large builds must not run out of descriptors.
  await inBatches([...paths], 32, async (path) => {
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    const type = contentType(path);
    const html = isHtmlType(type);
    const known = written?.get(urlPath);
    const fromBytes = (bytes: Buffer | undefined, suffix: string, tag: string): Loaded | undefined =>
      bytes && { path: `${path}${suffix}`, size: bytes.length, etag: etagOf(bytes, tag), bytes, mtime: known!.mtime };
    const [identity, br, gzip] = known
      ? [fromBytes(known.bytes, "", ""), fromBytes(known.br, ".br", "-br"), fromBytes(known.gzip, ".gz", "-gz")]
      : await Promise.all([
          representation(path, "", html),
          plain.has(urlPath) ? undefined : representation(`${path}.br`, "-br", false),
          plain.has(urlPath) ? undefined : representation(`${path}.gz`, "-gz", false),
        ]);
    if (!identity) return;
    if (html && identity.bytes) for (const hash of inlineScriptHashes(identity.bytes.toString("utf8"))) scriptHashes.add(hash);
    const keep = (rep: Loaded | undefined): Representation | undefined => {
      if (!rep) return undefined;
      const { bytes, mtime: _mtime, ...rest } = rep;
      if (!bytes || bytes.length > MEMORY_LIMIT || MEMORY_BUDGET - index.held < bytes.length) return rest;
      index.held += bytes.length;
      return { ...rest, body: bytes };
    };
    files.set(urlPath, {
      urlPath,
      type,
      html,
      identity: keep(identity)!,
      compressible: isCompressible(path, identity.size),
      br: keep(br),
      gzip: keep(gzip),
      cacheControl: cacheControl(urlPath),
      lastModified: identity.mtime.toUTCString(),
    });
  });
}

/** The file for a decoded, traversal-free URL path: exact, else the folder's `index.html`. */
export function findFile(index: StaticIndex, pathname: string): StaticFile | undefined {
  const exact = index.files.get(pathname);
  if (exact) return exact;
  return index.files.get(pathname.endsWith("/") ? `${pathname}index.html` : `${pathname}/index.html`);
}
