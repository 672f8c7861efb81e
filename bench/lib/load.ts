import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { cpuSeconds } from "./cpu.ts";
import { run } from "./proc.ts";

/** One load target: what to request and how. */
export interface Target {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** Process serving the target, whose CPU time is sampled around each run. */
  pid?: number;
}

/** Figures of one load run, from wrk's `done()` hook or the Node generator. */
export interface LoadResult {
  requests: number;
  durationUs: number;
  bytes: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx/3xx responses plus socket errors: a run with any is not a valid figure. */
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  /** CPU seconds the serving process used during the run, when known. */
  cpuSec?: number;
}

export interface LoadOptions {
  connections: number;
  durationSec: number;
  /** taskset CPU list for the load generator, or undefined. */
  cpu: string | undefined;
  /** Folder for generated scripts. */
  tmp: string;
}

export type Generator = "wrk" | "node";

const MARK = "BENCH_RESULT ";

/** A Lua string literal for any text. */
export function luaString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\" || ch === '"') out += "\\" + ch;
    else if (code < 32 || code === 127) out += "\\" + String(code).padStart(3, "0");
    else out += ch;
  }
  return out + '"';
}

/** wrk script: method, headers and body of `target`, and a `done()` hook printing exact figures as JSON. */
export function wrkScript(target: Target): string {
  const lines = [`wrk.method = ${luaString(target.method ?? "GET")}`];
  if (target.body !== undefined) lines.push(`wrk.body = ${luaString(target.body)}`);
  for (const [name, value] of Object.entries(target.headers ?? {})) lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  lines.push(
    "done = function(summary, latency, requests)",
    "  local e = summary.errors",
    `  io.write(string.format('${MARK}{"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%.0f,"p99_us":%.0f,"max_us":%.0f,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\\n',`,
    "    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99), latency.max,",
    "    e.connect, e.read, e.write, e.status, e.timeout))",
    "end",
  );
  return lines.join("\n") + "\n";
}

const UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/**
 * Reads wrk's output: the `done()` hook's JSON line when present, else wrk's own text
 * (`Requests/sec:`, the `--latency` 99% line, `Non-2xx or 3xx responses:`, `Socket errors:`).
 */
export function parseWrk(output: string): LoadResult {
  const line = output.split("\n").find((l) => l.startsWith(MARK));
  if (line) {
    const r = JSON.parse(line.slice(MARK.length)) as {
      requests: number;
      duration_us: number;
      bytes: number;
      p50_us: number;
      p99_us: number;
      max_us: number;
      errors: LoadResult["errors"];
    };
    return {
      requests: r.requests,
      durationUs: r.duration_us,
      bytes: r.bytes,
      rps: r.duration_us > 0 ? r.requests / (r.duration_us / 1e6) : 0,
      p50Ms: r.p50_us / 1000,
      p99Ms: r.p99_us / 1000,
      maxMs: r.max_us / 1000,
      errors: r.errors,
    };
  }
  const num = (re: RegExp) => {
    const m = output.match(re);
    return m ? Number(m[1]) : NaN;
  };
  const latency = (label: string) => {
    const m = output.match(new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s|m)\\b`, "m"));
    return m ? Number(m[1]) * UNITS[m[2]!]! : NaN;
  };
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const rps = num(/Requests\/sec:\s+([\d.]+)/);
  const requests = num(/(\d+) requests in/);
  if (Number.isNaN(rps)) throw new Error(`could not read wrk output:\n${output}`);
  return {
    requests: Number.isNaN(requests) ? 0 : requests,
    durationUs: rps > 0 && !Number.isNaN(requests) ? (requests / rps) * 1e6 : 0,
    bytes: 0,
    rps,
    p50Ms: latency("50%"),
    p99Ms: latency("99%"),
    maxMs: NaN,
    errors: {
      connect: socket ? Number(socket[1]) : 0,
      read: socket ? Number(socket[2]) : 0,
      write: socket ? Number(socket[3]) : 0,
      timeout: socket ? Number(socket[4]) : 0,
      status: num(/Non-2xx or 3xx responses:\s+(\d+)/) || 0,
    },
  };
}

export function errorCount(r: LoadResult): number {
  const e = r.errors;
  return e.connect + e.read + e.write + e.status + e.timeout;
}

let scriptCount = 0;

/** Puts `target` under load for `durationSec` with the chosen generator and returns its figures. */
export async function load(generator: Generator, target: Target, options: LoadOptions): Promise<LoadResult> {
  const before = cpuSeconds(target.pid);
  const result = await generate(generator, target, options);
  const after = cpuSeconds(target.pid);
  if (before !== undefined && after !== undefined) result.cpuSec = after - before;
  return result;
}

async function generate(generator: Generator, target: Target, options: LoadOptions): Promise<LoadResult> {
  if (generator === "wrk") {
    const script = join(options.tmp, `wrk-${++scriptCount}.lua`);
    writeFileSync(script, wrkScript(target));
    const args = ["-t1", `-c${options.connections}`, `-d${options.durationSec}s`, "--latency", "--timeout", "5s", "-s", script, target.url];
    const { code, stdout, stderr } = await run("wrk", args, { cpu: options.cpu, timeoutMs: (options.durationSec + 30) * 1000 });
    if (code !== 0) throw new Error(`wrk exited with ${code}: ${stderr || stdout}`);
    return parseWrk(stdout);
  }
  const worker = fileURLToPath(new URL("./load-worker.ts", import.meta.url));
  const spec = JSON.stringify({ ...target, connections: options.connections, durationSec: options.durationSec });
  const { code, stdout, stderr } = await run(process.execPath, [worker, spec], { cpu: options.cpu, timeoutMs: (options.durationSec + 30) * 1000 });
  if (code !== 0) throw new Error(`node load generator exited with ${code}: ${stderr || stdout}`);
  return parseWrk(stdout);
}
