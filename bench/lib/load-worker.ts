/**
 * Fallback load generator when wrk is missing: `connections` keep-alive sockets (node:http Agent),
 * each sending its next request as soon as the previous answer is read, for `durationSec`.
 * Prints the same `BENCH_RESULT` line as the wrk script. Far weaker than wrk: on two cores it,
 * not the server, may be the limit.
 */
import { Agent, request } from "node:http";

interface Spec {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationSec: number;
}

const spec = JSON.parse(process.argv[2]!) as Spec;
const url = new URL(spec.url);
const agent = new Agent({ keepAlive: true, maxSockets: spec.connections, maxFreeSockets: spec.connections });
const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
const headers = { ...spec.headers, ...(body ? { "content-length": String(body.length) } : {}) };
const latencies: number[] = [];
const errors = { connect: 0, read: 0, write: 0, status: 0, timeout: 0 };
let bytes = 0;
const startedAt = performance.now();
const endAt = startedAt + spec.durationSec * 1000;

function once(): Promise<void> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(url, { method: spec.method ?? "GET", headers, agent }, (res) => {
      if ((res.statusCode ?? 0) >= 400) errors.status++;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => {
        latencies.push(performance.now() - t0);
        resolve();
      });
      res.on("error", () => {
        errors.read++;
        resolve();
      });
    });
    req.setTimeout(5000, () => {
      errors.timeout++;
      req.destroy();
    });
    req.on("error", () => {
      errors.connect++;
      resolve();
    });
    req.end(body);
  });
}

async function connection(): Promise<void> {
  while (performance.now() < endAt) await once();
}

await Promise.all(Array.from({ length: spec.connections }, connection));
const durationUs = (performance.now() - startedAt) * 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]! * 1000 : 0);
const out = {
  requests: latencies.length,
  duration_us: Math.round(durationUs),
  bytes,
  p50_us: Math.round(pct(50)),
  p99_us: Math.round(pct(99)),
  max_us: Math.round(pct(100)),
  errors,
};
process.stdout.write(`BENCH_RESULT ${JSON.stringify(out)}\n`);
