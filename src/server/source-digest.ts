import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { ROOT } from "./paths.ts";

/** What a code build is made from: the sources, the public files, the Astro settings and the locked packages. */
const SOURCES = ["src", "public", "astro.config.mjs", "package-lock.json"];

/**
 * Left out: files the build itself writes (the text-style classes it collects from the content),
 * and tests, which are never built.
 */
const IGNORED = [/^src\/styles\/generated\//, /\.test\.tsx?$/];

/**
 * A digest of the code a build is made from: every source file's path and content, in path
 * order. A code build records it; `npm start` and the other scripts that reuse a code build
 * build again when it differs, so code changed since (a `git pull`, an edit) is never served
 * from an older build. Reading and hashing the sources takes about 30 ms.
 */
export function sourceDigest(root = ROOT): string {
  const files: string[] = [];
  for (const source of SOURCES) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    const entries = readdirSafe(path);
    if (entries === undefined) files.push(source);
    else for (const entry of entries) files.push(`${source}/${entry}`);
  }
  const hash = createHash("sha256");
  for (const file of files.filter((f) => !IGNORED.some((rule) => rule.test(f))).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("base64url");
}

/** The files under folder `path` (relative, with `/`), or undefined when `path` is a file. */
function readdirSafe(path: string): string[] | undefined {
  try {
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(path, join(entry.parentPath, entry.name)).split(sep).join("/"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOTDIR") return undefined;
    throw error;
  }
}
