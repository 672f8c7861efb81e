/**
 * Lighthouse (mobile preset, Debian's Chromium) on home, one practitioner detail and one challenge
 * detail: the four category scores, lab LCP, total and JavaScript bytes, median of three runs per
 * page, which gives stable numbers. Prints figures; never fails on them.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CHROME_ARGS, CHROME_PATH, requireChrome } from "./lib/chrome.ts";
import { run } from "./lib/proc.ts";
import { median, type Row } from "./lib/report.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const LIGHTHOUSE_CLI = join(ROOT, "node_modules/lighthouse/cli/index.js");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CHROME_FLAGS = ["--headless=new", ...CHROME_ARGS];
/** Every category 100, lab LCP ≤ 1.0 s (mobile preset, the browser offering installation as Lighthouse's Chromium does). */
const LCP_TARGET_MS = 1000;

export interface LighthouseOptions {
  /** Our server, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** A scratch folder (tmpfs) for reports and the fresh Chrome profiles. */
  tmp: string;
  runs?: number;
}

/** One Lighthouse run's figures. */
export interface LighthouseFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  totalBytes: number;
  jsBytes: number;
  /** Weighted audits that did not pass, per category (`seo: meta-description`). */
  lost: string[];
}

interface LhReport {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score?: number | null; numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }>;
  runtimeError?: { code: string; message: string };
}

/** The pages to audit: home, the first practitioner and the first challenge of the sitemap. */
export async function lighthousePages(origin: string): Promise<Array<{ label: string; path: string }>> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&"), origin).pathname);
  const first = (prefix: string) => paths.find((p) => p.startsWith(prefix));
  const pages = [{ label: "home", path: "/" }];
  const practitioner = first("/practitioners/");
  const challenge = first("/weekly-challenge/");
  if (practitioner) pages.push({ label: "practitioner", path: practitioner });
  else console.log("  no /practitioners/… entry in the sitemap — practitioner detail skipped");
  if (challenge) pages.push({ label: "challenge", path: challenge });
  else console.log("  no /weekly-challenge/… entry in the sitemap — challenge detail skipped");
  const answering: typeof pages = [];
  for (const page of pages) {
    const res = await fetch(origin + page.path, { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status === 200) answering.push(page);
    else console.log(`  ${page.path} (${page.label}) answers ${res.status} — skipped`);
  }
  return answering;
}

/** Runs the Lighthouse CLI once against `url` with a fresh Chrome profile. */
export async function lighthouseOnce(url: string, tmp: string): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmp, "chrome-profile-"));
  const out = join(tmp, `lh-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  try {
    const args = [
      LIGHTHOUSE_CLI,
      url,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(" ")}`,
    ];
    const r = await run(process.execPath, args, { env: { ...process.env, CHROME_PATH }, timeoutMs: 180_000 });
    if (r.code !== 0 || !existsSync(out)) throw new Error(`lighthouse exited ${r.code}:\n${r.stderr.slice(-2000)}`);
    const report = JSON.parse(readFileSync(out, "utf8")) as LhReport;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? NaN) * 100)])) as LighthouseFigures["scores"];
    const items = report.audits["resource-summary"]?.details?.items ?? [];
    const lost = CATEGORIES.flatMap((c) =>
      (report.categories[c]?.auditRefs ?? [])
        .filter((a) => a.weight > 0 && typeof report.audits[a.id]?.score === "number" && report.audits[a.id]!.score! < 1)
        .map((a) => `${c}: ${a.id}`),
    );
    return {
      scores,
      lost,
      lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      totalBytes: report.audits["total-byte-weight"]?.numericValue ?? NaN,
      jsBytes: items.find((i) => i.resourceType === "script")?.transferSize ?? 0,
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
    rmSync(out, { force: true });
  }
}

/** The median of each figure over several runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const m = (pick: (f: LighthouseFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((f) => f.scores[c])])) as LighthouseFigures["scores"],
    lcpMs: m((f) => f.lcpMs),
    totalBytes: m((f) => f.totalBytes),
    jsBytes: m((f) => f.jsBytes),
    lost: [...new Set(runs.flatMap((f) => f.lost))],
  };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** Audits each page `runs` times (pages interleaved per round) and returns one summary row per figure. */
export async function benchLighthouse(options: LighthouseOptions): Promise<Row[]> {
  requireChrome();
  const runs = options.runs ?? 3;
  const pages = await lighthousePages(options.url);
  console.log(`\n[lighthouse] mobile preset, ${CHROME_PATH}, median of ${runs} runs: ${pages.map((p) => p.path).join(", ")}`);
  const results = new Map<string, LighthouseFigures[]>(pages.map((p) => [p.path, []]));
  for (let round = 0; round < runs; round++) {
    for (const page of pages) {
      const figures = await lighthouseOnce(options.url + page.path, options.tmp).catch((error: unknown) => {
        // Lighthouse's trace recorder fails now and then (NO_NAVSTART); its own advice is to run again.
        if (!/NO_NAVSTART|NO_FCP/.test(String(error))) throw error;
        console.log(`  run ${round + 1} ${page.label}: ${String(error).match(/NO_\w+/)?.[0]} — running it again`);
        return lighthouseOnce(options.url + page.path, options.tmp);
      });
      results.get(page.path)!.push(figures);
      console.log(`  run ${round + 1} ${page.label}: ${CATEGORIES.map((c) => figures.scores[c]).join("/")}, LCP ${Math.round(figures.lcpMs)} ms`);
    }
  }
  console.log(
    `\n  ${"page".padEnd(14)} ${pad("perf", 4)} ${pad("a11y", 4)} ${pad("bp", 4)} ${pad("seo", 4)} ${pad("LCP ms", 7)} ${pad("total B", 9)} ${pad("JS B", 7)}  path`,
  );
  const rows: Row[] = [];
  for (const page of pages) {
    const f = medianFigures(results.get(page.path)!);
    console.log(
      `  ${page.label.padEnd(14)} ${pad(f.scores.performance, 4)} ${pad(f.scores.accessibility, 4)} ${pad(f.scores["best-practices"], 4)} ${pad(f.scores.seo, 4)} ${pad(Math.round(f.lcpMs), 7)} ${pad(Math.round(f.totalBytes), 9)} ${pad(Math.round(f.jsBytes), 7)}  ${page.path}`,
    );
    if (f.lost.length) console.log(`  ${"".padEnd(14)} not passed in some run: ${f.lost.join(", ")}`);
    for (const c of CATEGORIES) {
      rows.push({
        benchmark: `lighthouse ${page.label} ${c}`,
        ours: f.scores[c],
        baseline: null,
        digits: 0,
        ratio: null,
        target: "= 100",
        met: f.scores[c] === 100,
      });
    }
    rows.push({
      benchmark: `lighthouse ${page.label} LCP (ms)`,
      ours: Math.round(f.lcpMs),
      baseline: null,
      digits: 0,
      ratio: null,
      target: `≤ ${LCP_TARGET_MS} ms`,
      met: f.lcpMs <= LCP_TARGET_MS,
    });
    rows.push({
      benchmark: `lighthouse ${page.label} bytes (total / JS)`,
      ours: Math.round(f.totalBytes),
      baseline: null,
      digits: 0,
      ratio: null,
      target: "printed",
      met: null,
      note: `JS ${Math.round(f.jsBytes)} B`,
    });
  }
  return rows;
}
