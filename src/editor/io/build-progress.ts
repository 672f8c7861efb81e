import type { BuildStatus } from "../../lib/publish/build-status.ts";

/**
 * Follows the publishing loop after a publish (`/api/builds/stream`) and calls `onStatus` with each
 * status until the build that started after `since` is live or failed; returns a stop function.
 */
export function followBuild(since: number, onStatus: (status: BuildStatus, done: boolean) => void): () => void {
  const source = new EventSource("/api/builds/stream");
  let seenRun = false;
  source.addEventListener("status", (event) => {
    const status = JSON.parse((event as MessageEvent<string>).data) as BuildStatus;
    if (status.running || status.queued) seenRun = true;
    const live = status.live !== null && status.live.at >= since;
    const failed = status.failed !== null && status.failed.at >= since;
    const done = !status.running && !status.queued && (live || failed || seenRun);
    onStatus(status, done);
    if (done) source.close();
  });
  source.onerror = () => {
    // The stream ends with the session or the server; the page is saved either way.
    source.close();
  };
  return () => source.close();
}
