import { useEffect, useState } from "react";
import * as v from "valibot";
import { BuildStatusSchema, type BuildStatus } from "../../lib/publish/build-status.ts";

const StatusEventSchema = v.pipe(v.string(), v.parseJson(), BuildStatusSchema);

interface Props {
  /** The sentences of each state in the admin's language; `{done}`, `{total}`, `{time}`, `{reason}` are filled in. */
  labels: { title: string; idle: string; queued: string; running: string; live: string; failed: string };
  lang: string;
  /** What the server knew when it rendered the page, shown until the stream speaks. */
  initial: BuildStatus;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/**
 * The publishing loop as it goes (`/api/builds/stream`): a build waiting, pages rendered of all
 * (with a progress bar), the build that went live, or why one failed. A polite live region, so a
 * screen reader hears the end of a build without being interrupted.
 */
export default function BuildProgress({ labels, lang, initial }: Props) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const source = new EventSource("/api/builds/stream");
    source.addEventListener("status", (event) => {
      const parsed = v.safeParse(StatusEventSchema, (event as MessageEvent<unknown>).data);
      if (parsed.success) setStatus(parsed.output);
    });
    return () => source.close();
  }, []);
  const time = (ms: number) => new Date(ms).toLocaleTimeString(lang, { hour: "2-digit", minute: "2-digit", second: "2-digit" });
  const running = status.running;
  const text =
    status.state === "running" && running
      ? fill(labels.running, { done: running.done, total: running.total })
      : status.state === "queued"
        ? labels.queued
        : status.state === "failed" && status.failed
          ? fill(labels.failed, { reason: status.failed.reason, time: time(status.failed.at) })
          : status.live
            ? fill(labels.live, { time: time(status.live.at), done: status.live.rendered, total: status.live.total })
            : labels.idle;
  return (
    <div className="rounded border border-ink/15 bg-neutral/40 p-3">
      <p className="mb-1 text-sm font-semibold">{labels.title}</p>
      <p role="status" aria-live="polite" data-state={status.state}>
        {text}
      </p>
      {running && running.total > 0 ? (
        <progress className="mt-2 h-2 w-full accent-main" max={running.total} value={running.done} aria-label={labels.title} />
      ) : null}
    </div>
  );
}
