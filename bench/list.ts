import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { loadConfig } from "../src/lib/config.ts";
import { embeddedOptions } from "../src/lib/cms/embedded.ts";
import { createContentService } from "../src/content-service/index.ts";
import { median, ratioRow, type Row } from "./lib/report.ts";

/**
 * The first page the site reads of every schema (`all` in src/lib/site/load.ts): 200 items in
 * creation order, no `X-…` headers. The baseline reads the same rows in the same order.
 */
const QUERY = "$top=200&$skip=0&$orderby=created asc";
const SQL = `SELECT id, schema_id, status, data, version, created, created_by, last_modified, last_modified_by
  FROM contents WHERE schema_id = ? AND status = 'Published' ORDER BY created, id LIMIT 200`;

export interface ListOptions {
  dataDir: string;
  schema: string;
  iterations: number;
}

/**
 * 200 published items through the content service in-process (request, auth, query, JSON
 * response consumed) against the bare SQLite query of the same rows with `data` parsed.
 */
export async function benchList(o: ListOptions): Promise<Row[]> {
  const env = { ...process.env, DATA_DIR: o.dataDir, CONTENT_SERVICE_URL: undefined };
  const config = loadConfig(env);
  const options = embeddedOptions(config);
  const service = createContentService(options);
  const db = new DatabaseSync(join(options.dataDir, "content.db"), { readOnly: true });
  try {
    const tokenRes = await service.fetch(
      new Request("http://bench/identity-server/connect/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret, scope: "squidex-api" }),
      }),
    );
    if (tokenRes.status !== 200) throw new Error(`token request answered ${tokenRes.status}: ${await tokenRes.text()}`);
    const { access_token: token } = (await tokenRes.json()) as { access_token: string };
    const url = `http://bench/api/content/${config.app}/${o.schema}?${QUERY}`;
    const headers = { authorization: `Bearer ${token}` };

    const schemaRow = db.prepare("SELECT id FROM schemas WHERE name = ?").get(o.schema) as { id: string } | undefined;
    if (!schemaRow) throw new Error(`schema ${o.schema} is not in the store: was it seeded?`);
    const statement = db.prepare(SQL);

    const viaService = async () => {
      const res = await service.fetch(new Request(url, { headers }));
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { items: Array<{ id: string }> }).items;
    };
    // The same request up to the answer's bytes, unparsed: the service's own share of the time.
    const bytesOnly = async () => {
      const res = await service.fetch(new Request(url, { headers }));
      return (await res.arrayBuffer()).byteLength;
    };
    type Row = { id: string; data: string } & Record<string, unknown>;
    const raw = () => (statement.all(schemaRow.id) as Row[]).map((row) => ({ ...row, data: JSON.parse(row.data) as unknown }));

    const a = await viaService();
    const b = raw();
    console.log(`\n[list] GET /api/content/${config.app}/${o.schema}?${QUERY} in-process vs the raw SQLite query, ${o.iterations} iterations each`);
    console.log(`  service: ${a.length} items; raw query: ${b.length} rows`);
    if (b.length < 200) console.log(`  WARNING: only ${b.length} published ${o.schema} rows: seed with more for a 200-row list`);
    const sameSet = a.length === b.length && a.every((item) => b.some((row) => row.id === item.id));
    const sameOrder = sameSet && a.every((item, i) => b[i]!.id === item.id);
    if (!sameSet) console.log("  WARNING: the service and the raw query return different rows");
    else if (!sameOrder) console.log("  WARNING: same rows, different order");

    const warmup = Math.min(50, o.iterations);
    for (let i = 0; i < warmup; i++) {
      await viaService();
      raw();
    }
    const times = { service: [] as number[], raw: [] as number[], bytes: [] as number[] };
    // CPU time of the process (all threads, so the collector's too): other work on the machine
    // delays a call, which wall time counts and CPU time does not.
    const cpu = { service: [] as number[], raw: [] as number[] };
    // Minor page faults: memory freshly mapped and touched, which costs far more on some virtual machines.
    const faults = { service: 0, raw: 0 };
    for (let i = 0; i < o.iterations; i++) {
      // Alternate which goes first so neither always runs on a freshly collected heap.
      for (const side of i % 2 ? (["raw", "service"] as const) : (["service", "raw"] as const)) {
        const f0 = process.resourceUsage().minorPageFault;
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        if (side === "service") await viaService();
        else raw();
        times[side].push(performance.now() - t0);
        const used = process.cpuUsage(c0);
        cpu[side].push((used.user + used.system) / 1000);
        faults[side] += process.resourceUsage().minorPageFault - f0;
      }
    }
    let answerBytes = 0;
    for (let i = 0; i < o.iterations; i++) {
      const t0 = performance.now();
      answerBytes = await bytesOnly();
      times.bytes.push(performance.now() - t0);
    }
    const ours = median(times.service);
    const base = median(times.raw);
    console.log(`  service median ${ours.toFixed(3)} ms, raw median ${base.toFixed(3)} ms, ratio ${(ours / base).toFixed(2)}×`);
    const dataBytes = b.reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row.data)), 0);
    console.log(
      `  of which the service's answer (${answerBytes} bytes, unparsed): median ${median(times.bytes).toFixed(3)} ms = ${(median(times.bytes) / base).toFixed(2)}× the raw query; the rest is the caller's JSON.parse of the answer, which is ${(answerBytes / dataBytes).toFixed(1)}× the bytes of the raw rows' data (Squidex's envelope and links)`,
    );
    const oursCpu = median(cpu.service);
    const baseCpu = median(cpu.raw);
    console.log(`  CPU time: service median ${oursCpu.toFixed(3)} ms, raw median ${baseCpu.toFixed(3)} ms, ratio ${(oursCpu / baseCpu).toFixed(2)}×`);
    const perIteration = (n: number) => (n / o.iterations).toFixed(1);
    console.log(`  minor page faults per iteration: service ${perIteration(faults.service)}, raw ${perIteration(faults.raw)}`);
    const note = sameSet ? undefined : "different rows";
    return [
      ratioRow("200-item list (ms, median)", ours, base, 2, { op: "≤", value: 1.5 }, note),
      ratioRow("200-item list (CPU ms, median)", oursCpu, baseCpu, 2, { op: "≤", value: 1.5 }, ["CPU time", note].filter(Boolean).join("; ")),
    ];
  } finally {
    db.close();
    service.close();
  }
}
