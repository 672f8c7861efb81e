import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { loadConfig } from "../src/lib/config.ts";
import { embeddedOptions } from "../src/lib/cms/embedded.ts";
import { createCmsClient } from "../src/lib/cms/client.ts";
import { odataParams } from "../src/lib/cms/odata.ts";
import { createContentService } from "../src/content-service/index.ts";
import { loadavg } from "node:os";
import { CHROME_ARGS, CHROME_PATH } from "./lib/chrome.ts";
import { median, type Row } from "./lib/report.ts";
import { percentile } from "../tests/support/editor/action-timing.ts";

/** The target for the p95 of one list request of the content admin. */
const TARGET_MS = 100;

/** The three requests `/manage/squidex/practitioners` makes for its table: page 1, a search, a sort by name (25 items each, drafts included). */
const CASES = [
  { name: "page 1", query: { top: 25, orderby: "lastModified desc" } },
  { name: "search", query: { top: 25, orderby: "lastModified desc", search: "Berlin" } },
  { name: "sort by name, page 3", query: { top: 25, skip: 50, orderby: "data/name/iv asc,lastModified desc" } },
] as const;

const p95 = (values: number[]) => percentile(values, 0.95);

/** A row whose target is a bound on our figure itself (milliseconds), with the ratio to the baseline for scale. */
function boundRow(benchmark: string, ours: number, baseline: number, digits: number, bound: number, note: string): Row {
  return { benchmark, ours, baseline, digits, ratio: ours / baseline, target: `≤ ${bound} ms`, met: ours <= bound, note };
}

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
      const query = odataParams(c.query);
      for (let i = 0; i < Math.min(20, o.iterations); i++) await cms.contents.list("practitioners", query, { unpublished: true });
      const ours: number[] = [];
      const base: number[] = [];
      let total = 0;
      for (let i = 0; i < o.iterations; i++) {
        const t0 = performance.now();
        total = (await cms.contents.list("practitioners", query, { unpublished: true })).total;
        ours.push(performance.now() - t0);
        const t1 = performance.now();
        (raw.all(schemaId) as { data: string }[]).forEach((row) => JSON.parse(row.data));
        base.push(performance.now() - t1);
      }
      console.log(
        `  ${c.name}: ${total} matches; p95 ${p95(ours).toFixed(2)} ms, median ${median(ours).toFixed(2)} ms; raw 25-row query p95 ${p95(base).toFixed(2)} ms`,
      );
      rows.push(boundRow(`content list, ${c.name} (ms, p95)`, p95(ours), p95(base), 2, TARGET_MS, `${count} practitioners`));
    }
    return rows;
  } finally {
    db.close();
    service.close();
  }
}

/** The list screen is usable within a second of navigation start (median). */
const TTI_TARGET_MS = 1000;
/** The list screen in both admin languages, with its search field's name. */
const SCREENS = [
  { path: "/manage/squidex/practitioners?lang=de", search: "Suche" },
  { path: "/manage/squidex/practitioners?lang=en", search: "Search" },
] as const;

/**
 * Waits, in the page, for the list screen to be usable: its search field is in the document, the
 * document is parsed (its scripts ran) and no island waits for hydration. Resolves
 * `window.__listReady` with the time since navigation start (`performance.now()`).
 */
function installReadyWatch(): void {
  const w = window as unknown as { __listReady: Promise<number> };
  w.__listReady = new Promise<number>((resolve) => {
    const check = () =>
      document.readyState !== "loading" && document.querySelector("#content-search") !== null && document.querySelector("astro-island[ssr]") === null;
    const frame = () => (check() ? resolve(performance.now()) : requestAnimationFrame(frame));
    document.addEventListener("DOMContentLoaded", () => (check() ? resolve(performance.now()) : requestAnimationFrame(frame)), { once: true });
  });
}

/**
 * Time to interactive of `/manage/squidex/practitioners` in Chromium: navigation start → the search
 * field usable (`installReadyWatch`), each run in a new browser context (cold cache), logged in,
 * German and English alternately; then the field is typed into to prove it. The baseline is the
 * same navigation's HTML response end (what the server and the network take).
 */
export async function benchContentListTti(o: { url: string; runs: number; login: { email: string; password: string } }): Promise<Row[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const ready: number[] = [];
  const html: number[] = [];
  try {
    for (let i = 0; i < o.runs; i++) {
      const screen = SCREENS[i % SCREENS.length]!;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
      try {
        const page = await context.newPage();
        const login = await page.request.post(`${o.url}/api/_auth/login`, { data: o.login, headers: { origin: o.url } });
        if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);
        await page.addInitScript(installReadyWatch);
        await page.goto(`${o.url}${screen.path}`, { waitUntil: "commit" });
        const ms = await page.evaluate(() => (window as unknown as { __listReady: Promise<number> }).__listReady);
        const responseEnd = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd);
        const field = page.getByRole("searchbox", { name: screen.search });
        await field.fill("Berlin");
        if ((await field.inputValue()) !== "Berlin") throw new Error("the search field did not take typing");
        ready.push(ms);
        html.push(responseEnd);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const load = loadavg()[0]!.toFixed(1);
  console.log(
    `  list screen time to interactive (navigation start → search field usable), ${o.runs} cold loads: median ${median(ready).toFixed(0)} ms, p95 ${p95(ready).toFixed(0)} ms; HTML response end median ${median(html).toFixed(0)} ms; load ${load}`,
  );
  return [
    boundRow(
      "content list screen, navigation start → search field usable (ms, median)",
      median(ready),
      median(html),
      0,
      TTI_TARGET_MS,
      `Chromium, ${o.runs} cold loads, p95 ${p95(ready).toFixed(0)} ms, load ${load}`,
    ),
  ];
}
