import type { HeaderBuilder } from "../lib/http/security-headers.ts";
import { loadAstroHandler, type AstroHandler } from "./astro-bridge.ts";
import type { BuildPaths } from "./paths.ts";
import { loadRouteRedirects, type RouteRedirects } from "./route-rules.ts";
import { loadStaticIndex, type StaticIndex } from "./static-index.ts";

/** Everything the server serves from one build: its files, its redirects and its Astro handler. */
export interface BuildSlot {
  readonly paths: BuildPaths;
  readonly index: StaticIndex;
  readonly redirects: RouteRedirects;
  readonly astro: AstroHandler;
}

/** Loads the build at `paths` (file index, route rules, the middleware-mode entry). */
export async function loadBuildSlot(paths: BuildPaths): Promise<BuildSlot> {
  const [index, redirects, astro] = await Promise.all([
    loadStaticIndex(paths.clientDir),
    loadRouteRedirects(paths.clientDir),
    loadAstroHandler(paths.serverEntry),
  ]);
  return { paths, index, redirects, astro };
}

/**
 * The build being served: one reference that every request reads once, so swapping in a new
 * build is a single assignment and a request never mixes two builds. Requests that arrive before
 * the first build is in place wait for it.
 */
export interface LiveBuild {
  readonly current: BuildSlot | undefined;
  /** Resolves with the first build put in place. */
  readonly ready: Promise<BuildSlot>;
  /** Serves `slot` from now on (its inline-script hashes go into the CSP of HTML answers). */
  swap(slot: BuildSlot): void;
}

export function createLiveBuild(headers: HeaderBuilder): LiveBuild {
  let current: BuildSlot | undefined;
  let first!: (slot: BuildSlot) => void;
  const ready = new Promise<BuildSlot>((resolve) => (first = resolve));
  return {
    get current() {
      return current;
    },
    ready,
    swap(slot) {
      headers.useScriptHashes(slot.index.scriptHashes);
      current = slot;
      first(slot);
    },
  };
}
