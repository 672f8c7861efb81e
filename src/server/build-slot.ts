import type { HeaderBuilder } from "../lib/http/security-headers.ts";
import { ON_DEMAND_SCRIPT_HASHES } from "./on-demand-scripts.ts";
import { loadRouteRedirects, type RouteRedirects } from "./route-rules.ts";
import { loadStaticIndex, type StaticIndex } from "./static-index.ts";

/** Everything the server serves from one build: its files and its redirects. */
export interface BuildSlot {
  /** The build's id (`builds/latest.json`). */
  readonly id: string;
  /** The build's folder of served files. */
  readonly clientDir: string;
  readonly index: StaticIndex;
  readonly redirects: RouteRedirects;
}

/** Loads the build in `clientDir` (file index, route rules); `index` when the caller made it already. */
export async function loadBuildSlot(id: string, clientDir: string, index?: StaticIndex): Promise<BuildSlot> {
  const [files, redirects] = await Promise.all([index ?? loadStaticIndex(clientDir), loadRouteRedirects(clientDir)]);
  return { id, clientDir, index: files, redirects };
}

/**
 * The build being served: one reference that every request reads once, so swapping in a new
 * build is a single assignment and a request never mixes two builds (one that started on the old
 * build finishes on it). Requests that arrive before the first build is in place wait for it.
 */
export interface LiveBuild {
  readonly current: BuildSlot | undefined;
  /** Resolves with the first build put in place. */
  readonly ready: Promise<BuildSlot>;
  /** Serves `slot` from now on (its inline-script hashes go into the CSP of HTML answers, with `ON_DEMAND_SCRIPT_HASHES` for pages rendered on demand). */
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
      headers.useScriptHashes(slot.index.scriptHashes, ON_DEMAND_SCRIPT_HASHES);
      current = slot;
      first(slot);
    },
  };
}
