import * as v from "valibot";
import { BuildStatusSchema, type BuildStatus } from "../../lib/publish/build-status.ts";

/** One event of the build stream: a status as JSON. */
const StatusEventSchema = v.pipe(v.string(), v.parseJson(), BuildStatusSchema);

/** A build stream opened before a publish: what was live then, and a way to follow what comes after. */
export interface BuildFollower {
  /** Resolves once the stream said what is live now (the baseline; null when it cannot be read). */
  ready: Promise<BuildStatus | null>;
  /**
   * Calls `onStatus` with every status after the baseline, and with `ended` once no build runs or
   * waits: `failed` when a failure newer than the baseline's is reported, `live` when another build
   * than the baseline's is live.
   */
  follow(onStatus: (status: BuildStatus, ended?: "live" | "failed") => void): void;
  stop(): void;
}

/**
 * Follows the publishing loop (`/api/builds/stream`) around a publish. Builds are told apart by
 * their ids and failure times as the server reports them, never by the browser's clock.
 */
export function followBuilds(): BuildFollower {
  const source = new EventSource("/api/builds/stream");
  let baseline: BuildStatus | null | undefined;
  let listener: ((status: BuildStatus, ended?: "live" | "failed") => void) | undefined;
  /** The newest status after the baseline, kept until someone follows (a fast build may end before). */
  let latest: BuildStatus | undefined;
  let settle: (status: BuildStatus | null) => void = () => {};
  const ready = new Promise<BuildStatus | null>((resolve) => (settle = resolve));
  const stop = () => {
    source.close();
    settle(null);
  };
  source.addEventListener("status", (event) => {
    const parsed = v.safeParse(StatusEventSchema, (event as MessageEvent<unknown>).data);
    // A status the editor cannot read says nothing about the publish: the next one will.
    if (!parsed.success) return console.error("baukasten: a build status could not be read", v.summarize(parsed.issues));
    const status = parsed.output;
    if (baseline === undefined) {
      baseline = status;
      settle(status);
      return;
    }
    latest = status;
    tell();
  });
  const tell = () => {
    if (!listener || !latest) return;
    const status = latest;
    const settled = !status.running && !status.queued;
    const newFailure = status.failed !== null && status.failed.at !== baseline?.failed?.at;
    const newLive = status.live !== null && status.live.id !== baseline?.live?.id;
    const ended = !settled ? undefined : newFailure ? "failed" : newLive ? "live" : undefined;
    listener(status, ended);
    if (ended) source.close();
  };
  // The stream ends with the session or the server; the page is saved either way.
  source.onerror = stop;
  return {
    ready,
    follow(onStatus) {
      listener = onStatus;
      tell();
    },
    stop,
  };
}
