/**
 * Build cost: this site built from a store seeded with `--pages N` (`npm run build`: the code
 * build, then every page with its `_payload.json` rendered by the render pass) against a plain Astro project with the same number of static pages of the same
 * HTML size, built alternately in the same run on tmpfs. Reports ms per page,
 * their ratio (target ≤ 1.5×), the cost per extra page between a build of the base content and
 * the large one (start-up excluded) and each build's peak memory. Never fails on time.
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

/** Runs `script` (a node script, e.g. astro's CLI or our build) in `cwd` (under /usr/bin/time -v when present) and times it. */
async function timedBuild(cwd: string, script: string, args: string[], env: Record<string, string>): Promise<BuildRun> {
  const timed = hasCommand("/usr/bin/time");
  const [cmd, argv] = timed ? ["/usr/bin/time", ["-v", process.execPath, script, ...args]] : [process.execPath, [script, ...args]];
  const t0 = performance.now();
  const r = await run(cmd, argv, { cwd, env: { ...process.env, ...env }, timeoutMs: 900_000 });
  const ms = performance.now() - t0;
  if (r.code !== 0) throw new Error(`${script} in ${cwd} failed (exit ${r.code}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
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

interface Side {
  runs: BuildRun[];
  count: { pages: number; payloads: number; htmlBytes: number };
}

const empty = (): Side => ({ runs: [], count: { pages: 0, payloads: 0, htmlBytes: 0 } });
const msPerPage = (side: Side) => median(side.runs.map((r) => r.ms)) / side.count.pages;
const cpuPerPage = (side: Side) => (side.runs.every((r) => r.cpuMs !== null) ? median(side.runs.map((r) => r.cpuMs!)) / side.count.pages : null);
const peak = (side: Side) => (side.runs.every((r) => r.peakMb !== null) ? Math.max(...side.runs.map((r) => r.peakMb!)) : null);
/** ms per extra page between a small and a large build: the cost that scales with the content, without the fixed start-up. */
const marginal = (large: Side, small: Side) =>
  (median(large.runs.map((r) => r.ms)) - median(small.runs.map((r) => r.ms))) / (large.count.pages - small.count.pages);

export async function benchBuildCost(options: BuildCostOptions): Promise<Row[]> {
  const { root, tmp } = options;
  const extra = options.pages ?? 1000;
  const rounds = options.rounds ?? 3;
  // Our build (`npm run build`: the code, then every page rendered by the server's render pass)
  // writes its code into a folder of the project (its entry imports the project's packages) and
  // its pages into DATA_DIR/builds.
  const oursOut = join(root, ".bench-build");
  const env = (name: string) => ({ CONTENT_SERVICE_URL: "", DATA_DIR: join(tmp, `build-cost-data-${name}`), BUILD_OUT_DIR: ".bench-build" });
  const plainDir = (name: string) => join(tmp, `build-cost-plain-${name}`);
  const astro = join(root, "node_modules/astro/bin/astro.mjs");
  console.log(
    `\n[build] this site (--pages ${extra}, with _payload.json) vs a plain Astro project of the same page count and HTML size, alternating, ${rounds} rounds, on ${tmp}; both also built from the base content alone, for the cost per extra page`,
  );

  for (const [name, pages] of [
    ["large", extra],
    ["small", 0],
  ] as const) {
    const seeded = await run(process.execPath, ["scripts/seed.ts", "--pages", String(pages)], { cwd: root, env: { ...process.env, ...env(name) } });
    if (seeded.code !== 0) throw new Error(`seeding failed (exit ${seeded.code}):\n${seeded.stderr.slice(-2000)}`);
  }

  const sides = { ours: { large: empty(), small: empty() }, plain: { large: empty(), small: empty() } };
  for (let round = 0; round < rounds; round++) {
    for (const name of ["large", "small"] as const) {
      rmSync(oursOut, { recursive: true, force: true });
      const ours = sides.ours[name];
      ours.runs.push(await timedBuild(root, "scripts/build.ts", [], env(name)));
      const live = join(env(name).DATA_DIR, "builds", "live");
      ours.count = countOutput(live);
      if (ours.count.pages === 0) throw new Error(`the build rendered no pages into ${live}`);
      if (round === 0) writePlainProject(plainDir(name), root, ours.count.pages, Math.round(ours.count.htmlBytes / ours.count.pages));
      rmSync(join(plainDir(name), "dist"), { recursive: true, force: true });
      const plain = sides.plain[name];
      plain.runs.push(await timedBuild(plainDir(name), astro, ["build"], {}));
      plain.count = countOutput(join(plainDir(name), "dist"));
      const o = ours.runs.at(-1)!;
      const p = plain.runs.at(-1)!;
      console.log(
        `  round ${round + 1} ${name.padEnd(5)}: ours ${fmt(o.ms)} ms (${fmt(o.ms / ours.count.pages, 2)} ms/page), plain ${fmt(p.ms)} ms (${fmt(p.ms / plain.count.pages, 2)} ms/page)`,
      );
    }
  }
  rmSync(oursOut, { recursive: true, force: true });
  for (const name of ["large", "small"]) {
    rmSync(plainDir(name), { recursive: true, force: true });
    rmSync(env(name).DATA_DIR, { recursive: true, force: true });
  }

  const { ours, plain } = sides;
  for (const name of ["large", "small"] as const) {
    console.log(
      `  ${name}: ours ${ours[name].count.pages} pages, ${ours[name].count.payloads} _payload.json, ${fmt(ours[name].count.htmlBytes / ours[name].count.pages)} B HTML/page; plain ${plain[name].count.pages} pages, ${fmt(plain[name].count.htmlBytes / Math.max(1, plain[name].count.pages))} B HTML/page`,
    );
  }
  const start = (side: { large: Side; small: Side }) => median(side.small.runs.map((r) => r.ms)) - marginal(side.large, side.small) * side.small.count.pages;
  console.log(`  fixed start-up cost (extrapolated to 0 pages): ours ${fmt(start(ours))} ms, plain ${fmt(start(plain))} ms`);
  const oursPeak = peak(ours.large);
  const plainPeak = peak(plain.large);
  console.log(
    `  peak memory: ours ${oursPeak === null ? "— (/usr/bin/time missing)" : `${fmt(oursPeak)} MB`}, plain ${plainPeak === null ? "—" : `${fmt(plainPeak)} MB`}`,
  );
  const pages = ours.large.count.pages;
  return [
    ratioRow(`build CPU ms/page (user+sys)`, cpuPerPage(ours.large), cpuPerPage(plain.large), 2, { op: "≤", value: 1.5 }),
    ratioRow(
      `build ms/page (${pages} pages, payload incl.)`,
      msPerPage(ours.large),
      msPerPage(plain.large),
      2,
      { op: "≤", value: 1.5 },
      `${ours.large.count.payloads} _payload.json`,
    ),
    ratioRow(
      `build ms per extra page (${ours.small.count.pages}→${pages} pages)`,
      marginal(ours.large, ours.small),
      marginal(plain.large, plain.small),
      2,
      { op: "≤", value: 1.5 },
      "start-up excluded",
    ),
    {
      benchmark: "build peak memory (MB)",
      ours: oursPeak,
      baseline: plainPeak,
      digits: 0,
      ratio: oursPeak && plainPeak ? oursPeak / plainPeak : null,
      target: "printed",
      met: null,
    },
  ];
}
