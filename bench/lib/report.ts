/** One line of the summary: our figure, the baseline's, their ratio and the target. */
export interface Row {
  benchmark: string;
  ours: number | null;
  baseline: number | null;
  /** Digits after the decimal point for the figures. */
  digits: number;
  /** ours / baseline, when both exist. */
  ratio: number | null;
  /** How the target reads, e.g. `≥ 0.6×`, `< 10 ms`. */
  target: string;
  /** Whether the target was met; null when it could not be judged (no baseline, invalid run). */
  met: boolean | null;
  note?: string;
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function formatNumber(value: number | null, digits = 0): string {
  if (value === null || Number.isNaN(value)) return "—";
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatRatio(ratio: number | null): string {
  return ratio === null || Number.isNaN(ratio) ? "—" : `${ratio.toFixed(2)}×`;
}

/** A row whose target is a bound on ours/baseline. */
export function ratioRow(
  benchmark: string,
  ours: number | null,
  baseline: number | null,
  digits: number,
  bound: { op: "≥" | "≤"; value: number },
  note?: string,
): Row {
  const ratio = ours !== null && baseline !== null && baseline > 0 ? ours / baseline : null;
  const met = ratio === null ? null : bound.op === "≥" ? ratio >= bound.value : ratio <= bound.value;
  return { benchmark, ours, baseline, digits, ratio, target: `${bound.op} ${bound.value}×`, met, note };
}

export function verdict(met: boolean | null): string {
  return met === null ? "not judged" : met ? "target met" : "target missed";
}

/** The summary as an aligned text table. */
export function table(rows: Row[]): string {
  const head = ["benchmark", "ours", "baseline", "ratio", "target"];
  const body = rows.map((r) => [
    r.benchmark,
    formatNumber(r.ours, r.digits),
    formatNumber(r.baseline, r.digits),
    formatRatio(r.ratio),
    `${r.target} — ${verdict(r.met)}${r.note ? ` (${r.note})` : ""}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("   ")
      .trimEnd();
  return [line(head), ...body.map(line)].join("\n");
}
