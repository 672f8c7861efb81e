/**
 * Build cost: this site built from a store seeded with `--pages N` (every page with its
 * `_payload.json`) against a plain Astro project with the same number of static pages of the same
 * HTML size, built alternately in the same run on tmpfs (perf-anchors.md). Reports ms per page,
 * their ratio (target ≤ 1.5×) and each build's peak memory. Never fails on time.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { hasCommand, run } from "./lib/proc.ts";
import { median, ratioRow, type Row } from "./lib/report.ts";

export interface BuildCostOptions {
  /** The repository root (its node_modules is shared with the plain project). */
  root: string;
  /** A scratch folder, ideally on tmpfs. */
  tmp: string;
  /** Generated pages on top of the base content. */
  pages?: number;
  rounds?: number;
}

interface BuildRun {
  ms: number;
  /** Peak resident memory of the build process in MB, when /usr/bin/time is available. */
  peakMb: number | null;
  /** User + system CPU time in ms (/usr/bin/time): steadier than wall time when the cores are shared. */
  cpuMs: number | null;
}

/** Prerendered HTML pages, `_payload.json` files and HTML bytes under a build's client folder. */
export function countOutput(dir: string): { pages: number; payloads: number; htmlBytes: number } {
  let pages = 0;
  let payloads = 0;
  let htmlBytes = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === "index.html" || (entry.name.endsWith(".html") && entry.name !== "404.html" && entry.name !== "500.html")) {
        pages++;
        htmlBytes += statSync(path).size;
      } else if (entry.name === "_payload.json") payloads++;
    }
  };
  if (existsSync(dir)) walk(dir);
  return { pages, payloads, htmlBytes };
}

/** Runs `astro build` in `cwd` (under /usr/bin/time -v when present) and times it. */
async function astroBuild(root: string, cwd: string, args: string[], env: Record<string, string>): Promise<BuildRun> {
  const astro = join(root, "node_modules/astro/bin/astro.mjs");
  const timed = hasCommand("/usr/bin/time");
  const [cmd, argv] = timed ? ["/usr/bin/time", ["-v", process.execPath, astro, "build", ...args]] : [process.execPath, [astro, "build", ...args]];
  const t0 = performance.now();
  const r = await run(cmd, argv, { cwd, env: { ...process.env, ...env }, timeoutMs: 900_000 });
  const ms = performance.now() - t0;
  if (r.code !== 0) throw new Error(`astro build in ${cwd} failed (exit ${r.code}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)?.[1];
  const user = /User time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1];
  const sys = /System time \(seconds\): ([\d.]+)/.exec(r.stderr)?.[1];
  return { ms, peakMb: kb ? Number(kb) / 1024 : null, cpuMs: user && sys ? (Number(user) + Number(sys)) * 1000 : null };
}

/** A minimal static Astro project with `count` pages of about `htmlBytes` bytes each. */
export function writePlainProject(dir: string, root: string, count: number, htmlBytes: number): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "src/pages/p"), { recursive: true });
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "plain-astro-baseline", private: true, type: "module" }));
  writeFileSync(join(dir, "astro.config.mjs"), `export default { output: "static", build: { format: "directory" }, telemetry: false };\n`);
  // The template's own markup is ~330 bytes; the rest is per-page text of the same size as ours.
  const filler = Math.max(0, htmlBytes - 330);
  writeFileSync(
    join(dir, "src/pages/p/[n].astro"),
    `---
export function getStaticPaths() {
  const words = "Atem Ruhe Woche Übung Licht Schlaf Morgen Abend Pause Schritt".split(" ");
  return Array.from({ length: ${count} }, (_, i) => {
    let text = "";
    for (let j = 0; text.length < ${filler}; j++) text += words[(i * 7 + j) % words.length] + " ";
    return { params: { n: String(i + 1) }, props: { title: "Seite " + (i + 1), text: text.slice(0, ${filler}) } };
  });
}
const { title, text } = Astro.props;
---
<!doctype html>
<html lang="de">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>{title}</title></head>
  <body><header><a href="/">Start</a></header><main><h1>{title}</h1><p>{text}</p></main><footer>Atemraum</footer></body>
</html>
`,
  );
}

const fmt = (n: number, d = 0) => n.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });

export async function benchBuildCost(options: BuildCostOptions): Promise<Row[]> {
  const { root, tmp } = options;
  const extra = options.pages ?? 1000;
  const rounds = options.rounds ?? 3;
  const dataDir = join(tmp, "build-cost-data");
  const oursOut = join(tmp, "build-cost-ours");
  const plainDir = join(tmp, "build-cost-plain");
  const env = { CONTENT_SERVICE_URL: "", DATA_DIR: dataDir };
  // The build imports its own output (prerender chunks) from outDir: packages resolve from here.
  if (!existsSync(join(tmp, "node_modules"))) symlinkSync(join(root, "node_modules"), join(tmp, "node_modules"), "dir");
  console.log(`\n[build] this site (--pages ${extra}, with _payload.json) vs a plain Astro project of the same page count and HTML size, alternating, ${rounds} rounds, on ${tmp}`);

  const seeded = await run(process.execPath, ["scripts/seed.ts", "--pages", String(extra)], { cwd: root, env: { ...process.env, ...env } });
  if (seeded.code !== 0) throw new Error(`seeding failed (exit ${seeded.code}):\n${seeded.stderr.slice(-2000)}`);

  const ours: BuildRun[] = [];
  const plain: BuildRun[] = [];
  let oursCount = { pages: 0, payloads: 0, htmlBytes: 0 };
  let plainCount = oursCount;
  for (let round = 0; round < rounds; round++) {
    rmSync(oursOut, { recursive: true, force: true });
    const o = await astroBuild(root, root, ["--outDir", oursOut], env);
    oursCount = countOutput(join(oursOut, "client"));
    if (oursCount.pages === 0) throw new Error(`the build wrote no prerendered pages to ${oursOut}/client`);
    ours.push(o);
    if (round === 0) writePlainProject(plainDir, root, oursCount.pages, Math.round(oursCount.htmlBytes / oursCount.pages));
    rmSync(join(plainDir, "dist"), { recursive: true, force: true });
    const p = await astroBuild(root, plainDir, [], {});
    plainCount = countOutput(join(plainDir, "dist"));
    plain.push(p);
    console.log(`  round ${round + 1}: ours ${fmt(o.ms)} ms (${fmt(o.ms / oursCount.pages, 2)} ms/page), plain ${fmt(p.ms)} ms (${fmt(p.ms / plainCount.pages, 2)} ms/page)`);
  }
  rmSync(oursOut, { recursive: true, force: true });
  rmSync(plainDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });

  const oursMsPerPage = median(ours.map((r) => r.ms)) / oursCount.pages;
  const plainMsPerPage = median(plain.map((r) => r.ms)) / plainCount.pages;
  const peak = (runs: BuildRun[]) => (runs.every((r) => r.peakMb !== null) ? Math.max(...runs.map((r) => r.peakMb!)) : null);
  const oursPeak = peak(ours);
  const plainPeak = peak(plain);
  console.log(`  ours: ${oursCount.pages} pages, ${oursCount.payloads} _payload.json, ${fmt(oursCount.htmlBytes / oursCount.pages)} B HTML/page; plain: ${plainCount.pages} pages, ${fmt(plainCount.htmlBytes / Math.max(1, plainCount.pages))} B HTML/page`);
  console.log(`  peak memory: ours ${oursPeak === null ? "— (/usr/bin/time missing)" : `${fmt(oursPeak)} MB`}, plain ${plainPeak === null ? "—" : `${fmt(plainPeak)} MB`}`);
  const cpu = (runs: BuildRun[], pages: number) => (runs.every((r) => r.cpuMs !== null) ? median(runs.map((r) => r.cpuMs!)) / pages : null);
  return [
    ratioRow(`build CPU ms/page (user+sys)`, cpu(ours, oursCount.pages), cpu(plain, plainCount.pages), 2, { op: "≤", value: 1.5 }),
    ratioRow(`build ms/page (${oursCount.pages} pages, payload incl.)`, oursMsPerPage, plainMsPerPage, 2, { op: "≤", value: 1.5 }, `${oursCount.payloads} _payload.json`),
    { benchmark: "build peak memory (MB)", ours: oursPeak, baseline: plainPeak, digits: 0, ratio: oursPeak && plainPeak ? oursPeak / plainPeak : null, target: "printed", met: null },
  ];
}
