import { errorCount, load, type LoadResult, type Target } from "./load.ts";
import type { HttpContext } from "./context.ts";
import { formatNumber } from "./report.ts";

export interface AbResult {
  ours: LoadResult[];
  baseline: LoadResult[];
}

function describe(label: string, r: LoadResult): string {
  const errors = errorCount(r);
  const perRequest = r.requests > 0 && r.bytes > 0 ? `, ${formatNumber(r.bytes / r.requests)} B/response` : "";
  // The share of a core the server got: well under 100% while it was the bottleneck means other
  // work on its core took the rest, and requests/s then measure that competition.
  const share = r.cpuSec !== undefined && r.durationUs > 0 ? ` (${Math.round((r.cpuSec * 1e8) / r.durationUs)}% of a core)` : "";
  const cpu = r.cpuSec !== undefined && r.requests > 0 ? `, ${((r.cpuSec * 1e6) / r.requests).toFixed(1)} CPU-µs/req${share}` : "";
  return `${label} ${formatNumber(r.rps).padStart(8)} req/s, p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms${cpu}${perRequest}${errors ? `, ${errors} ERRORS ${JSON.stringify(r.errors)}` : ""}`;
}

/**
 * Warms both targets up, then runs `rounds` rounds alternating which goes first (A B, B A, A B …)
 * so drift within the run falls on both sides. Without a baseline only ours is measured.
 */
export async function alternate(ctx: HttpContext, ours: Target, baseline: Target | undefined): Promise<AbResult> {
  const warm = { ...ctx.load, durationSec: ctx.warmupSec };
  await load(ctx.generator, ours, warm);
  if (baseline) await load(ctx.generator, baseline, warm);
  const result: AbResult = { ours: [], baseline: [] };
  for (let round = 1; round <= ctx.rounds; round++) {
    const order: Array<"ours" | "baseline"> = !baseline ? ["ours"] : round % 2 ? ["ours", "baseline"] : ["baseline", "ours"];
    for (const side of order) {
      const r = await load(ctx.generator, side === "ours" ? ours : baseline!, ctx.load);
      result[side].push(r);
      console.log(`  round ${round} ${describe(side === "ours" ? "ours:    " : "baseline:", r)}`);
    }
  }
  return result;
}
