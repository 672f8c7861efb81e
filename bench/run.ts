/**
 * `npm run bench`: three benchmarks, each against a baseline measured alternately in the same run.
 * Prints figures and "target met/missed"; never fails on time (exit 1 only when a benchmark could
 * not run at all). Flags: --only page|rest|list|content-list|lighthouse|edit-open|build|publish|tree|deploy (comma list; default all), --duration <s>, --rounds <n>,
 * --iterations <n>, --connections <n>, --build, --rest-schema <name>, --list-schema <name>,
 * --nginx-dynamic-gzip (nginx compresses per request instead of serving .gz files written for it),
 * --profile (the server writes a CPU profile to bench/results/profiles when stopped),
 * --build-pages <n> (generated pages for the build-cost and publish benchmarks, default 1000), --pages <n> (the same, for publish only),
 * --edit-runs <n> (edit-open runs per side, default 10).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { precompressDir } from "../src/integrations/precompress.ts";
import { benchBuildCost } from "./build-cost.ts";
import { benchDeploy } from "./deploy.ts";
import { BENCH_EDITOR, benchEditOpen } from "./edit-open.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchList } from "./list.ts";
import { benchContentList, benchContentListTti } from "./content-list.ts";
import { benchPage } from "./page.ts";
import { benchPublish } from "./publish.ts";
import { benchRest, prepareRest, restFile, STATIC_PATH } from "./rest.ts";
import { benchTree } from "./tree.ts";
import type { HttpContext } from "./lib/context.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { nginxVersion, startNginx } from "./lib/nginx.ts";
import { canPin, hasCommand, run, teardown, trackTempDir } from "./lib/proc.ts";
import { table, verdict, type Row } from "./lib/report.ts";
import { startServer } from "./lib/server.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BENCHES = ["page", "rest", "list", "content-list", "lighthouse", "edit-open", "build", "publish", "tree", "deploy"] as const;
type Bench = (typeof BENCHES)[number];
const INSTALL_HINT = "apt-get install -y nginx-light wrk";

const { values: flags } = parseArgs({
  options: {
    only: { type: "string" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    iterations: { type: "string", default: "200" },
    connections: { type: "string", default: "64" },
    build: { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    "nginx-dynamic-gzip": { type: "boolean", default: false },
    "rest-schema": { type: "string", default: "pages" },
    "list-schema": { type: "string", default: "practitioners" },
    "build-pages": { type: "string", default: "1000" },
    pages: { type: "string" },
    "edit-runs": { type: "string", default: "10" },
  },
});

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${value}`);
  return n;
}

const selected = new Set<Bench>(
  flags.only
    ? flags.only.split(",").map((s) => {
        if (!(BENCHES as readonly string[]).includes(s)) throw new Error(`--only takes ${BENCHES.join("|")}, got ${s}`);
        return s as Bench;
      })
    : BENCHES,
);
const durationSec = positive("duration", flags.duration);
const rounds = positive("rounds", flags.rounds);
const iterations = positive("iterations", flags.iterations);
const connections = positive("connections", flags.connections);

const loads: Array<{ at: string; load1: number }> = [];
/** Notes the 1-minute load average: other work on these two cores is the main source of noise. */
function noteLoad(at: string, cores: number): void {
  const load1 = Math.round(loadavg()[0]! * 100) / 100;
  loads.push({ at, load1 });
  const busy = load1 > cores * 0.5 ? " — the machine is busy with other work: absolute figures are skewed, ratios less so" : "";
  console.log(`load average (1 min) ${at}: ${load1}${busy}`);
}

async function step<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  process.stdout.write(`${label} … `);
  const result = await fn();
  console.log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return result;
}

/** The bench always works on its own embedded store, never on a Squidex named by the environment. */
const EMBEDDED = { CONTENT_SERVICE_URL: "" };

async function nodeScript(args: string[], env: Record<string, string>, what: string): Promise<void> {
  const r = await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...EMBEDDED, ...env } });
  if (r.code !== 0) throw new Error(`${what} failed (exit ${r.code}):\n${r.stdout.slice(-3000)}\n${r.stderr.slice(-3000)}`);
}

async function main(): Promise<number> {
  const started = performance.now();
  const cores = availableParallelism();
  const pinned = canPin(cores);
  // Server (and nginx) on core 0, the load generator on core 1.
  const serverCpu = pinned ? "0" : undefined;
  const loadCpu = pinned ? "1" : undefined;
  const generator = hasCommand("wrk") ? "wrk" : "node";
  const nginx = nginxVersion();
  const http = selected.has("page") || selected.has("rest") || selected.has("lighthouse") || selected.has("edit-open") || selected.has("deploy");

  console.log(
    `baukasten bench — Node ${process.version}, ${cores} cores, ${pinned ? "server on CPU 0, load on CPU 1 (taskset)" : "no CPU pinning (taskset missing or one core)"}`,
  );
  if (http) {
    console.log(
      generator === "wrk"
        ? `load generator: wrk, -t1 -c${connections} -d${durationSec}s, ${rounds} rounds alternating`
        : `load generator: wrk not installed — using the built-in node:http keep-alive generator (${connections} sockets), which may itself be the limit (${INSTALL_HINT})`,
    );
    const gzipMode = flags["nginx-dynamic-gzip"]
      ? "gzip on, compressing per request (--nginx-dynamic-gzip)"
      : "gzip on + gzip_static on, serving .gz files precompressed for it (our server compresses once and keeps the bytes)";
    console.log(
      nginx ? `baseline: nginx ${nginx}, 1 worker, sendfile, open_file_cache, ${gzipMode}` : `nginx not installed — skipped baseline (${INSTALL_HINT})`,
    );
  }

  noteLoad("at start", cores);
  const rows: Row[] = [];
  const failures: string[] = [];
  const attempt = async (name: Bench, fn: () => Promise<Row[]>) => {
    try {
      rows.push(...(await fn()));
      noteLoad(`after ${name}`, cores);
    } catch (error) {
      failures.push(name);
      console.error(`\n[${name}] could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  };

  // In-process and without a store: runs first, before anything else is started.
  if (selected.has("tree")) await attempt("tree", async () => benchTree({ iterations }));

  const tmp = trackTempDir(mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "baukasten-bench-")));
  const dataDir = join(tmp, "data");
  if ([...selected].some((bench) => bench !== "tree")) {
    await step(`seeding ${dataDir} (--practitioners 1000)`, () => nodeScript(["scripts/seed.ts", "--practitioners", "1000"], { DATA_DIR: dataDir }, "seeding"));
  }

  if (selected.has("list")) await attempt("list", () => benchList({ dataDir, schema: flags["list-schema"]!, iterations }));
  if (selected.has("content-list")) {
    // Its own store: the content admin's figures are stated for 5,000 practitioners.
    const contentDir = join(tmp, "content-5000");
    await step(`seeding ${contentDir} (--practitioners 5000)`, () =>
      nodeScript(["scripts/seed.ts", "--practitioners", "5000"], { DATA_DIR: contentDir }, "seeding"),
    );
    await attempt("content-list", () => benchContentList({ dataDir: contentDir, iterations }));
    // The list screen in Chromium, over the same store: the production server of the current build.
    await attempt("content-list", async () => {
      if (!existsSync(join(ROOT, "dist/server/entry.mjs"))) throw new Error("no build (dist/server/entry.mjs): run npm run build first");
      const admin = { ADMIN_EMAIL: BENCH_EDITOR.email, ADMIN_PASSWORD: BENCH_EDITOR.password };
      // Its first start renders every page of the store (10,000+ for 5,000 practitioners).
      const server = await step("starting scripts/serve.ts over the 5,000-practitioner store", () =>
        startServer(ROOT, contentDir, serverCpu, undefined, 600_000, admin),
      );
      try {
        return await benchContentListTti({ url: server.url, runs: 10, login: BENCH_EDITOR });
      } finally {
        const exited = new Promise((resolve) => server.child.once("exit", resolve));
        server.child.kill("SIGTERM");
        await exited;
      }
    });
  }

  if (http) {
    const entry = join(ROOT, "dist/server/entry.mjs");
    if (flags.build || !existsSync(entry)) {
      await step(`astro build (${flags.build ? "--build given" : "dist/server/entry.mjs missing"})`, () =>
        nodeScript(["node_modules/astro/bin/astro.mjs", "build"], { DATA_DIR: dataDir }, "astro build"),
      );
    } else console.log("using the existing build (dist/server/entry.mjs present; --build rebuilds)");

    const profileDir = flags.profile ? join(ROOT, "bench/results/profiles") : undefined;
    if (profileDir) console.log(`the server writes its CPU profile to ${profileDir} when the bench stops it`);
    // The first start renders every page of the seeded store (a few seconds for 3,000+ pages).
    // An editor account for edit-open (the store is the bench's own, in a temp folder).
    const admin = { ADMIN_EMAIL: BENCH_EDITOR.email, ADMIN_PASSWORD: BENCH_EDITOR.password };
    // The deployment serves the live build from nginx: its builds write .br/.gz files for it.
    if (selected.has("deploy")) Object.assign(admin, { BUILD_PRECOMPRESS: "1" });
    const server = await step("starting scripts/serve.ts", () => startServer(ROOT, dataDir, serverCpu, profileDir, 180_000, admin));
    console.log(`  ours: ${server.url}`);
    let serverDied: string | undefined;
    server.child.on("exit", (code, signal) => {
      if (exiting) return;
      serverDied = `scripts/serve.ts exited during the bench (${signal ?? `exit code ${code}`}); its last output:\n${server.output().slice(-4000)}`;
      console.error(`\n${serverDied}`);
    });
    let rest: Awaited<ReturnType<typeof prepareRest>> | undefined;
    if (selected.has("rest")) {
      try {
        const app = process.env.CONTENT_SERVICE_APP ?? "baukasten";
        rest = await prepareRest(server.url, app, flags["rest-schema"]!, restFile(tmp));
      } catch (error) {
        failures.push("rest");
        console.error(`\n[rest] could not run: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    let nginxUrl: string | undefined;
    let nginxPid: number | undefined;
    // Only the load benchmarks compare against nginx.
    if (nginx && (selected.has("page") || selected.has("rest"))) {
      const files: Record<string, string> = rest ? { [STATIC_PATH]: restFile(tmp) } : {};
      const gzipStatic = !flags["nginx-dynamic-gzip"];
      // Our server compresses each file on its first request and keeps it; a static deployment
      // would ship .gz files instead, so nginx gets a precompressed copy of the same build.
      // The live build our server serves (its pages rendered at its start).
      const live = join(dataDir, "builds", "live");
      const root = gzipStatic ? join(tmp, "nginx-root") : live;
      if (gzipStatic) {
        await step(`copying the live build to ${root} with .gz/.br siblings for gzip_static`, async () => {
          cpSync(live, root, { recursive: true });
          await precompressDir(root);
        });
      }
      const started = await startNginx({ dir: join(tmp, "nginx"), port: await freePort(), root, files, cpu: serverCpu, gzipStatic });
      nginxUrl = started.url;
      nginxPid = started.child.pid;
      console.log(`  baseline: ${nginxUrl} (nginx, root ${gzipStatic ? "a precompressed copy of the live build" : "the live build"})`);
    }
    const ctx: HttpContext = {
      oursUrl: server.url,
      nginxUrl,
      oursPid: server.child.pid,
      nginxPid,
      generator,
      load: { connections, durationSec, cpu: loadCpu, tmp },
      rounds,
      warmupSec: Math.min(3, durationSec),
    };
    const alive =
      <T>(fn: () => Promise<T>) =>
      () =>
        serverDied ? Promise.reject(new Error(serverDied)) : fn();
    if (selected.has("page"))
      await attempt(
        "page",
        alive(() => benchPage(ctx)),
      );
    if (rest)
      await attempt(
        "rest",
        alive(() => benchRest(ctx, rest)),
      );
    if (selected.has("deploy")) {
      if (!nginx) {
        failures.push("deploy");
        console.error(`\n[deploy] could not run: nginx is not installed (${INSTALL_HINT} libnginx-mod-http-brotli-static)`);
      } else
        await attempt(
          "deploy",
          alive(() => benchDeploy(ctx, { root: ROOT, liveDir: join(dataDir, "builds", "live"), tmp, cpu: serverCpu })),
        );
    }
    if (selected.has("lighthouse"))
      await attempt(
        "lighthouse",
        alive(() => benchLighthouse({ url: server.url, tmp })),
      );
    if (selected.has("edit-open"))
      await attempt(
        "edit-open",
        alive(() => benchEditOpen({ url: server.url, runs: positive("edit-runs", flags["edit-runs"]) })),
      );
  }

  if (selected.has("build")) await attempt("build", () => benchBuildCost({ root: ROOT, tmp, pages: positive("build-pages", flags["build-pages"]) }));
  if (selected.has("publish"))
    await attempt("publish", () =>
      benchPublish({ root: ROOT, tmp, pages: flags.pages ? positive("pages", flags.pages) : positive("build-pages", flags["build-pages"]), rounds }),
    );

  console.log(`\n${table(rows)}`);
  const totalSec = (performance.now() - started) / 1000;
  console.log(
    `\n${rows.filter((r) => r.met === false).length ? "some targets missed" : "no target missed"}; ${failures.length ? `could not run: ${failures.join(", ")}; ` : ""}total ${totalSec.toFixed(0)} s`,
  );

  const resultsDir = join(ROOT, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cores,
    pinned,
    generator,
    nginx: nginx ?? null,
    loadAverages: loads,
    settings: {
      nginxGzipStatic: !flags["nginx-dynamic-gzip"],
      durationSec,
      rounds,
      connections,
      iterations,
      restSchema: flags["rest-schema"],
      listSchema: flags["list-schema"],
    },
    rows: rows.map((r) => ({ ...r, verdict: verdict(r.met) })),
    failures,
    totalSec: Math.round(totalSec),
  };
  writeFileSync(join(resultsDir, "latest.json"), JSON.stringify(report, null, 2) + "\n");
  console.log("written to bench/results/latest.json");
  return failures.length ? 1 : 0;
}

let exiting = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    console.error(`\n${signal}: stopping everything the bench started`);
    void teardown().finally(() => process.exit(130));
  });
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  exiting = true;
  await teardown();
}
process.exit(code);
