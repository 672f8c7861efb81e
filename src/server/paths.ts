import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (where `package.json` and `astro.config.mjs` live). */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The folders and files of one build; every other module takes them from here. */
export interface BuildPaths {
  /** Astro's `outDir`. */
  outDir: string;
  /** Prerendered pages and assets, served by the server itself. */
  clientDir: string;
  /** The `@astrojs/node` middleware-mode entry (`export const handler`). */
  serverEntry: string;
}

/** The paths of the build in `outDir` (default: `dist/` of the project). */
export function buildPaths(outDir = join(ROOT, "dist")): BuildPaths {
  return { outDir, clientDir: join(outDir, "client"), serverEntry: join(outDir, "server", "entry.mjs") };
}
