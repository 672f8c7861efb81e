import { isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (where `package.json` and `astro.config.mjs` live). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The folders and files of one build; every other module takes them from here. */
export interface BuildPaths {
  /** Astro's `outDir`. */
  outDir: string;
  /** Astro's static output (public files, hashed assets): every rendered build starts from it. */
  clientDir: string;
  /** The `@astrojs/node` middleware-mode entry (`export const handler`). */
  serverEntry: string;
  /** An id the build script writes after each code build: rendered builds of another one are rendered again. */
  codeId: string;
  /** The code blocks' component schemas as this code declares them (written with each code build, synced at start). */
  blockSchemas: string;
  /** `sourceDigest()` of the code the build was made from (src/server/source-digest.ts). */
  sourceDigest: string;
}

/**
 * The paths of the build in `outDir`: by default `BUILD_OUT_DIR` (relative to the project), else
 * `dist/`. A build must live inside the project: its server entry imports the project's packages.
 */
export function buildPaths(outDir = process.env.BUILD_OUT_DIR || "dist"): BuildPaths {
  const dir = resolve(ROOT, outDir);
  const inside = relative(ROOT, dir);
  if (!inside || inside.startsWith("..") || isAbsolute(inside)) throw new Error(`BUILD_OUT_DIR must be a folder inside ${ROOT}, not ${outDir}`);
  return {
    outDir: dir,
    clientDir: join(dir, "client"),
    serverEntry: join(dir, "server", "entry.mjs"),
    codeId: join(dir, "server", "build-id"),
    blockSchemas: join(dir, "server", "block-schemas.json"),
    sourceDigest: join(dir, "server", "source-digest"),
  };
}
