import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { cacheControl } from "./cache-policy.ts";
import { contentType, isHtmlType } from "./mime.ts";

/** Files up to this size are kept in memory; larger ones stream from disk. */
export const MEMORY_LIMIT = 64 * 1024;

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
  br?: Representation;
  gzip?: Representation;
}

/** The file index of one build, loaded once at startup. */
export interface StaticIndex {
  files: Map<string, StaticFile>;
  /** `'sha256-…'` sources of every inline `<script>` in the built HTML. */
  scriptHashes: Set<string>;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dotfiles (.git, .env …) are never public, even if a build copied them.
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function representation(path: string, tag: string): Promise<Representation | undefined> {
  try {
    const bytes = await readFile(path);
    const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 22);
    return { path, size: bytes.length, etag: `"${hash}${tag}"`, body: bytes.length <= MEMORY_LIMIT ? bytes : undefined };
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

/** Reads the whole client build folder: paths, sizes, types, ETags, small bodies, script hashes. */
export async function loadStaticIndex(root: string): Promise<StaticIndex> {
  const files = new Map<string, StaticFile>();
  const scriptHashes = new Set<string>();
  const paths: string[] = [];
  for await (const path of walk(root)) if (!/\.(br|gz)$/.test(path)) paths.push(path);
  await Promise.all(
    paths.map(async (path) => {
      const urlPath = `/${relative(root, path).split(sep).join("/")}`;
      const [identity, br, gzip, info] = await Promise.all([
        representation(path, ""),
        representation(`${path}.br`, "-br"),
        representation(`${path}.gz`, "-gz"),
        stat(path),
      ]);
      if (!identity) return;
      const type = contentType(path);
      const html = isHtmlType(type);
      if (html) for (const hash of inlineScriptHashes((identity.body ?? (await readFile(path))).toString("utf8"))) scriptHashes.add(hash);
      files.set(urlPath, {
        urlPath, type, html, identity, br, gzip,
        cacheControl: cacheControl(urlPath),
        lastModified: info.mtime.toUTCString(),
      });
    }),
  );
  return { files, scriptHashes };
}

/** The file for a decoded, traversal-free URL path: exact, else the folder's `index.html`. */
export function findFile(index: StaticIndex, pathname: string): StaticFile | undefined {
  const exact = index.files.get(pathname);
  if (exact) return exact;
  return index.files.get(pathname.endsWith("/") ? `${pathname}index.html` : `${pathname}/index.html`);
}
