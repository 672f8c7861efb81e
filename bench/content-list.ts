import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { loadConfig } from "../src/lib/config.ts";
import { embeddedOptions } from "../src/lib/cms/embedded.ts";
import { createCmsClient } from "../src/lib/cms/client.ts";
import { createContentService } from "../src/content-service/index.ts";
import { median, type Row } from "./lib/report.ts";

/** The target for the p95 of one list request of the content admin. */
const TARGET_MS = 100;

/** The three requests `/manage/squidex/practitioners` makes for its table: page 1, a search, a sort by name (25 items each, drafts included). */
const CASES = [
  { name: "page 1", query: { top: 25, orderby: "lastModified desc" } },
  { name: "search", query: { top: 25, orderby: "lastModified desc", search: "Berlin" } },
  { name: "sort by name, page 3", query: { top: 25, skip: 50, orderby: "data/name/iv asc,lastModified desc" } },
] as const;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)]!;

/**
 * The content admin's list requests for practitioners (a store seeded with `--practitioners 5000`)
 * through the content client and the embedded service in-process, p95 and median per case,
 * against the bare SQLite query of the newest 25 rows (the baseline, for the ratio).
 */
export async function benchContentList(o: { dataDir: string; iterations: number }): Promise<Row[]> {
  const config = loadConfig({ ...process.env, DATA_DIR: o.dataDir, CONTENT_SERVICE_URL: undefined });
  const options = embeddedOptions(config);
  const service = createContentService(options);
  const db = new DatabaseSync(join(options.dataDir, "content.db"), { readOnly: true });
  const cms = createCmsClient({
    baseUrl: "http://embedded",
    app: config.app,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    fetch: (input, init) => service.fetch(new Request(input, init)),
  });
  try {
    const schemaId = (db.prepare("SELECT id FROM schemas WHERE name = 'practitioners'").get() as { id: string }).id;
    const count = (db.prepare("SELECT count(*) AS n FROM contents WHERE schema_id = ?").get(schemaId) as { n: number }).n;
    const raw = db.prepare("SELECT id, data FROM contents WHERE schema_id = ? ORDER BY last_modified DESC, id LIMIT 25");
    console.log(`\n[content-list] content admin list requests, ${count} practitioners, ${o.iterations} iterations each`);
    const rows: Row[] = [];
    for (const c of CASES) {
      for (let i = 0; i < Math.min(20, o.iterations); i++) await cms.contents.query("practitioners", c.query, { unpublished: true });
      const ours: number[] = [];
      const base: number[] = [];
      let total = 0;
      for (let i = 0; i < o.iterations; i++) {
        const t0 = performance.now();
        total = (await cms.contents.query("practitioners", c.query, { unpublished: true })).total;
        ours.push(performance.now() - t0);
        const t1 = performance.now();
        (raw.all(schemaId) as { data: string }[]).forEach((row) => JSON.parse(row.data));
        base.push(performance.now() - t1);
      }
      console.log(
        `  ${c.name}: ${total} matches; p95 ${p95(ours).toFixed(2)} ms, median ${median(ours).toFixed(2)} ms; raw 25-row query p95 ${p95(base).toFixed(2)} ms`,
      );
      rows.push({
        benchmark: `content list, ${c.name} (ms, p95)`,
        ours: p95(ours),
        baseline: p95(base),
        digits: 2,
        ratio: p95(ours) / p95(base),
        target: `≤ ${TARGET_MS} ms`,
        met: p95(ours) <= TARGET_MS,
        note: `${count} practitioners`,
      });
    }
    return rows;
  } finally {
    db.close();
    service.close();
  }
}
