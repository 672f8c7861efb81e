import type { AbResult } from "./ab.ts";
import { errorCount, type LoadResult } from "./load.ts";
import { median, ratioRow, type Row } from "./report.ts";

/** Share of failed responses above which a run's figure is not judged. */
const TOLERATED_ERRORS = 0.001;

function failed(results: LoadResult[]): number {
  return results.reduce((n, r) => n + errorCount(r), 0);
}

function note(result: AbResult): string | undefined {
  const notes: string[] = [];
  const ours = failed(result.ours);
  const base = failed(result.baseline);
  if (ours) notes.push(`${ours} errors on ours`);
  if (base) notes.push(`${base} errors on baseline`);
  if (result.baseline.length === 0) notes.push("no baseline: nginx not installed");
  return notes.length ? notes.join("; ") : undefined;
}

function tooManyErrors(results: LoadResult[]): boolean {
  const requests = results.reduce((n, r) => n + r.requests, 0);
  return requests === 0 || failed(results) / requests > TOLERATED_ERRORS;
}

function medianOf(results: LoadResult[], pick: (r: LoadResult) => number): number | null {
  return results.length ? median(results.map(pick)) : null;
}

/** Requests per CPU-second of the serving process, when its CPU time was sampled. */
function perCpuSecond(r: LoadResult): number | undefined {
  return r.cpuSec !== undefined && r.cpuSec > 0 ? r.requests / r.cpuSec : undefined;
}

export const summarize = {
  /**
   * Requests per CPU-second on each side (median of rounds) and their ratio: the figure that
   * other work on the machine disturbs least. Empty when CPU time could not be read.
   */
  perCpu(benchmark: string, result: AbResult, bound: number): Row[] {
    const ours = result.ours.map(perCpuSecond).filter((n) => n !== undefined);
    const base = result.baseline.map(perCpuSecond).filter((n) => n !== undefined);
    if (ours.length === 0) return [];
    const row = ratioRow(benchmark, median(ours), base.length ? median(base) : null, 0, { op: "≥", value: bound }, "CPU-normalised");
    if (tooManyErrors(result.ours)) row.met = null;
    return [row];
  },
  /** Median requests/s of the rounds on each side and their ratio against `≥ bound`. */
  rps(benchmark: string, result: AbResult, bound: number): Row {
    const row = ratioRow(
      benchmark,
      medianOf(result.ours, (r) => r.rps),
      medianOf(result.baseline, (r) => r.rps),
      0,
      { op: "≥", value: bound },
      note(result),
    );
    if (tooManyErrors(result.ours) || (result.baseline.length > 0 && tooManyErrors(result.baseline))) row.met = null;
    return row;
  },
  /** Median p99 of ours judged against an absolute bound in milliseconds. */
  p99(benchmark: string, result: AbResult, boundMs: number): Row {
    const ours = medianOf(result.ours, (r) => r.p99Ms);
    const baseline = medianOf(result.baseline, (r) => r.p99Ms);
    const met = ours === null || tooManyErrors(result.ours) ? null : ours < boundMs;
    return { benchmark, ours, baseline, digits: 2, ratio: ours !== null && baseline ? ours / baseline : null, target: `< ${boundMs} ms`, met };
  },
};
