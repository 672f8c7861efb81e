/**
 * What editors see of the publishing loop: `GET /api/builds/status` and its event stream
 * (`/api/builds/stream`). The server's site builder (src/server/publish) writes it; endpoints read it.
 */
import * as v from "valibot";

const LiveBuildInfoSchema = v.object({
  id: v.string(),
  /** When it went live (ms since the epoch). */
  at: v.number(),
  /** How long the build took, from its start to the swap. */
  durationMs: v.number(),
  /** Paths rendered for it, of all the paths the site has. */
  rendered: v.number(),
  total: v.number(),
});
export type LiveBuildInfo = v.InferOutput<typeof LiveBuildInfoSchema>;

/** One status of the publishing loop, as the status endpoint and each event of the stream carry it. */
export const BuildStatusSchema = v.object({
  /** `queued`: a publish is waiting; `running`: a build renders; `live`: the newest build is served; `failed`: the last build failed (the live one stays). */
  state: v.picklist(["idle", "queued", "running", "live", "failed"]),
  live: v.nullable(LiveBuildInfoSchema),
  running: v.nullable(v.object({ startedAt: v.number(), done: v.number(), total: v.number() })),
  /** A build is queued behind the running one. */
  queued: v.boolean(),
  /** The last failure since the last success. */
  failed: v.nullable(v.object({ at: v.number(), reason: v.string() })),
});
export type BuildStatus = v.InferOutput<typeof BuildStatusSchema>;

export interface BuildStatusStore {
  get(): BuildStatus;
  update(change: Partial<BuildStatus>): void;
  /** Calls `fn` with every new status; returns an unsubscribe function. */
  subscribe(fn: (status: BuildStatus) => void): () => void;
}

/** The state editors read first: what is happening now, else how the last build ended. */
function stateOf(s: Omit<BuildStatus, "state">): BuildStatus["state"] {
  if (s.running) return "running";
  if (s.queued) return "queued";
  if (s.failed) return "failed";
  return s.live ? "live" : "idle";
}

export function createBuildStatus(): BuildStatusStore {
  let status: BuildStatus = { state: "idle", live: null, running: null, queued: false, failed: null };
  const listeners = new Set<(status: BuildStatus) => void>();
  return {
    get: () => status,
    update(change) {
      const next = { ...status, ...change };
      status = { ...next, state: stateOf(next) };
      for (const fn of listeners) {
        try {
          fn(status);
        } catch (error) {
          console.error("build status listener failed", error);
        }
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
