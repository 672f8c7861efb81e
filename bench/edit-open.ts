/**
 * "Bearbeiten → interactive" (target ≤ 1 s): Chromium (`/usr/bin/chromium`, headless) opens a
 * content page logged in as an editor and clicks "Bearbeiten"; the figure is the time from that click
 * until the builder is interactive. Every run has a new browser context (cold HTTP cache, fresh
 * storage, service workers blocked). The baseline, measured alternately in the same run, is a visitor's cold load of the same
 * published page (navigation start → load event). Runs alternate German and English pages.
 *
 * Interactive means, checked in the page on every DOM change and animation frame: the canvas
 * (`[data-canvas]`) holds its first block handle (`[data-block-handle]`), the handle takes the focus
 * (`document.activeElement`), and a press on it (a virtual click, as react-aria takes a screen
 * reader's) selects the block: the handle reports `aria-pressed="true"` and its tools toolbar is
 * rendered. The clock starts at the pointerdown of Playwright's real click on the button.
 *
 * Then memory: the builder opened and closed `runs` times in one page, the JavaScript heap and the
 * DOM counters read after each close (and the builder's release, and a full collection).
 *
 * Chrome runs as its own process logging to stderr; a run that fails is printed with what failed
 * (the page's renderer, or the browser: its exit signal, last output, the kernel's OOM kills) and
 * tried again, in a relaunched Chrome if it went away. Every figure is printed with the 1-minute load.
 */
import { loadavg } from "node:os";
import type { Browser, Page, Request } from "@playwright/test";
import { RELEASE_PASSES_MS } from "../src/editor/dnd/release-animation.ts";
import { percentile } from "../tests/support/editor/action-timing.ts";
import { CHROME_PATH, launchWatchedChrome, oomKills, requireChrome, type WatchedChrome } from "./lib/chrome.ts";
import { median, type Row } from "./lib/report.ts";

/** A click on "Bearbeiten" gives an interactive builder within a second (median), and within half of one in 95 of 100 opens. */
const TARGET_MS = 1000;
const P95_TARGET_MS = 500;
/** The pages measured, alternately: the same seeded page in both languages, with the bar's buttons and the builder's toolbar names. */
const PAGES = [
  { path: "/ueber-uns", edit: "Bearbeiten", stop: "Bearbeiten beenden", toolbar: "Seite bearbeiten" },
  { path: "/en/about", edit: "Edit", stop: "Stop editing", toolbar: "Edit page" },
] as const;

/** The editor account the bench's server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const BENCH_EDITOR = { email: "bench-editor@example.test", password: "bench-editor-password-1234" };

export interface EditOpenOptions {
  /** Our server, e.g. `http://127.0.0.1:41234`, started with `BENCH_EDITOR` as its admin. */
  url: string;
  /** Runs per side (default 10). */
  runs: number;
}

/** One measured open: milliseconds click → interactive, and what went over the wire meanwhile. */
interface Open {
  ms: number;
  /** When the last script the click loaded had arrived, and the last data (`/api/editor/site`, the page through `/cms/api/`). */
  codeMs: number;
  dataMs: number;
  /** Request and response bytes (headers and encoded bodies) of the requests finished meanwhile. */
  bytes: number;
  /** The share of `bytes` that is JavaScript. */
  scriptBytes: number;
  requests: number;
}

/** One visitor load of the published page: navigation start → load event, and its bytes. */
interface Load {
  ms: number;
  bytes: number;
}

/** Watches for an interactive builder from the first pointerdown; resolves `window.__editOpen`. */
function installWatch(): void {
  type Result = { ms: number; codeMs: number; dataMs: number } | { error: string };
  const w = window as unknown as { __editOpen: Promise<Result> };
  w.__editOpen = new Promise<Result>((resolve) => {
    document.addEventListener(
      "pointerdown",
      () => {
        const t0 = performance.now();
        let pressed: HTMLElement | undefined;
        const check = () => {
          const handle = document.querySelector<HTMLElement>("[data-canvas] [data-block-handle]");
          if (!handle) return false;
          if (!pressed) {
            handle.focus();
            if (document.activeElement !== handle) return false;
            pressed = handle;
            handle.click();
          }
          const selected = pressed.getAttribute("aria-pressed") === "true" && pressed.parentElement?.querySelector("[role=toolbar]");
          if (!selected) return false;
          // When the builder's code and the site data had arrived (responseEnd), from the click.
          const ends = (match: (url: string) => boolean) =>
            Math.max(
              0,
              ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
                .filter((e) => e.startTime >= t0 && match(e.name))
                .map((e) => e.responseEnd - t0),
            );
          resolve({
            ms: performance.now() - t0,
            codeMs: ends((url) => url.endsWith(".js")),
            dataMs: ends((url) => /\/api\/editor\/site|\/cms\/api\//.test(url)),
          });
          return true;
        };
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const frame = () => {
          if (check()) observer.disconnect();
          else if (performance.now() - t0 < 30_000) requestAnimationFrame(frame);
          else resolve({ error: "no interactive builder within 30 s" });
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

async function newPage(browser: Browser): Promise<Page> {
  // Blocked: the site's service worker caches the hashed assets as the page loads, so the builder's
  // code would come from that cache, not from a cold start over the network.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
  const page = await context.newPage();
  page.on("crash", () => crashed.add(page));
  return page;
}

/** Pages whose renderer crashed: a failed run says so instead of only "Target closed". */
const crashed = new WeakSet<Page>();

/** Closes a run's context; a browser that is gone already has closed it. */
async function closePage(page: Page): Promise<void> {
  await page
    .context()
    .close()
    .catch(() => {});
  if (crashed.has(page)) throw new Error("the page's renderer crashed");
}

/** A visitor's cold load of `path`. */
async function visitorLoad(browser: Browser, origin: string, path: string): Promise<Load> {
  const page = await newPage(browser);
  const sizes: Promise<number>[] = [];
  const count = (request: Request) => sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
  page.on("requestfinished", count);
  try {
    await page.goto(origin + path, { waitUntil: "load" });
    const ms = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart);
    // Requests still finish after the load event (the favicon, lazy images): stop counting before
    // the sizes are awaited, or a late one's sizes() would reject unhandled when the context closes
    // and end the whole bench with a TargetClosedError.
    page.off("requestfinished", count);
    return { ms, bytes: (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
  } finally {
    await closePage(page);
  }
}

/** An editor's cold open of the builder on `path`: logged in, the page loaded, the bar ready, then the click. */
async function editOpen(browser: Browser, origin: string, { path, edit, toolbar }: (typeof PAGES)[number]): Promise<Open> {
  const page = await newPage(browser);
  try {
    const login = await page.request.post(`${origin}/api/_auth/login`, { data: BENCH_EDITOR, headers: { origin } });
    if (login.status() !== 200) throw new Error(`login answered ${login.status()}: is the server started with BENCH_EDITOR as ADMIN_EMAIL/ADMIN_PASSWORD?`);
    await page.addInitScript(installWatch);
    await page.goto(origin + path, { waitUntil: "load" });
    const button = page.getByRole("button", { name: edit, exact: true });
    await button.waitFor({ state: "visible", timeout: 30_000 });
    // What goes over the wire from the click on: the page is loaded and idle before it.
    const sizes: Promise<{ bytes: number; script: boolean }>[] = [];
    const count = (request: Request) =>
      sizes.push(
        request.sizes().then((s) => ({
          bytes: s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize,
          script: request.resourceType() === "script",
        })),
      );
    page.on("requestfinished", count);
    await button.click();
    const result = await page.evaluate(
      () => (window as unknown as { __editOpen: Promise<{ ms: number; codeMs: number; dataMs: number } | { error: string }> }).__editOpen,
    );
    page.off("requestfinished", count);
    if ("error" in result) throw new Error(`${path}: ${result.error}`);
    // A builder in the page's language, or the figure would time a broken one.
    await page.getByRole("toolbar", { name: toolbar, exact: true }).waitFor({ timeout: 5_000 });
    const finished = await Promise.all(sizes);
    const sum = (list: typeof finished) => list.reduce((total, r) => total + r.bytes, 0);
    return { ...result, bytes: sum(finished), scriptBytes: sum(finished.filter((r) => r.script)), requests: finished.length };
  } finally {
    await closePage(page);
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load1 = () => `load ${loadavg()[0]!.toFixed(2)}`;

/** How often one measurement is tried before the bench gives up (every failed try is printed). */
const TRIES = 3;

/** The Chrome the runs use, relaunched when it goes away; and every failed try, for the summary. */
interface Driver {
  chrome: WatchedChrome;
  failures: string[];
}

/**
 * Whether Chrome went away: its process ended or the connection dropped. (Connected through
 * Playwright's browser server, the connection can outlive the process.) A process ends a moment
 * after the error it causes, so this waits for that up to a second.
 */
async function gone(chrome: WatchedChrome): Promise<boolean> {
  for (let i = 0; i < 10 && chrome.exit() === null && chrome.browser.isConnected(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  return chrome.exit() !== null || !chrome.browser.isConnected();
}

/** Why a try failed: the page's renderer or the whole browser, with Chrome's last words. */
async function diagnose(chrome: WatchedChrome, error: unknown): Promise<{ reason: string; browserGone: boolean }> {
  const message = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
  if (!(await gone(chrome))) return { reason: message, browserGone: false };
  const oom = oomKills();
  const reason = [
    `${message}; the browser is gone (${chrome.exit() ?? "the connection dropped, its process still runs"})`,
    `    Chrome's last output:\n${chrome.stderrTail().replace(/^/gm, "      ")}`,
    oom && `    the kernel's last out-of-memory kills:\n${oom.replace(/^/gm, "      ")}`,
  ]
    .filter(Boolean)
    .join("\n");
  return { reason, browserGone: true };
}

/** Runs one measurement, tried again (in a relaunched Chrome if it went away) when it fails. */
async function measured<T>(driver: Driver, label: string, fn: (browser: Browser) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(driver.chrome.browser);
    } catch (error) {
      const { reason, browserGone } = await diagnose(driver.chrome, error);
      driver.failures.push(`${label}: ${reason.split("\n")[0]}`);
      console.log(`  ${label}: try ${attempt} of ${TRIES} failed (${load1()}): ${reason}`);
      if (browserGone) {
        await driver.chrome.close();
        driver.chrome = await launchWatchedChrome();
        console.log("  relaunched Chrome");
      }
      if (attempt === TRIES) throw new Error(`${label} failed ${TRIES} times, last: ${reason}`);
    }
  }
}

/** One open/close cycle's memory, after the builder's release and a full collection. */
interface Cycle {
  heapKb: number;
  nodes: number;
  listeners: number;
}

/** The builder releases its animations in passes up to this long after it closes. */
const RELEASE_MS = Math.max(...RELEASE_PASSES_MS) + 400;

/**
 * Opens and closes the builder `cycles` times in one page (logged in, `/ueber-uns`, the first block
 * selected each time); after each close and the builder's release, collects garbage and reads the
 * page's JavaScript heap and DOM counters (CDP). A builder that keeps anything shows as growth.
 */
async function memoryCycles(browser: Browser, origin: string, cycles: number): Promise<Cycle[]> {
  const page = await newPage(browser);
  try {
    const login = await page.request.post(`${origin}/api/_auth/login`, { data: BENCH_EDITOR, headers: { origin } });
    if (login.status() !== 200) throw new Error(`login answered ${login.status()}`);
    const target = PAGES[0];
    await page.goto(origin + target.path, { waitUntil: "load" });
    const cdp = await page.context().newCDPSession(page);
    const result: Cycle[] = [];
    for (let i = 0; i < cycles; i++) {
      await page.getByRole("button", { name: target.edit, exact: true }).click();
      const handle = page.locator("[data-canvas] [data-block-handle]").first();
      await handle.click({ timeout: 30_000 });
      await page.locator('[data-canvas] [data-block-handle][aria-pressed="true"]').waitFor();
      await page.getByRole("button", { name: target.stop, exact: true }).click();
      await page.locator("[data-builder]").waitFor({ state: "detached" });
      await page.waitForTimeout(RELEASE_MS);
      await cdp.send("HeapProfiler.collectGarbage");
      await cdp.send("HeapProfiler.collectGarbage");
      const heap = await cdp.send("Runtime.getHeapUsage");
      const dom = await cdp.send("Memory.getDOMCounters");
      const cycle = { heapKb: heap.usedSize / 1024, nodes: dom.nodes, listeners: dom.jsEventListeners };
      const previous = result.at(-1);
      const delta = (now: number, before: number | undefined, digits = 0) =>
        before === undefined ? "" : ` (${now >= before ? "+" : ""}${(now - before).toFixed(digits)})`;
      console.log(
        `  cycle ${String(i + 1).padStart(2)}: heap ${cycle.heapKb.toFixed(0)} KB${delta(cycle.heapKb, previous?.heapKb)}, DOM nodes ${cycle.nodes}${delta(cycle.nodes, previous?.nodes)}, listeners ${cycle.listeners}${delta(cycle.listeners, previous?.listeners)}; ${load1()}`,
      );
      result.push(cycle);
    }
    return result;
  } finally {
    await closePage(page);
  }
}

/** Growth per cycle from `from` (0-based) to the last cycle. */
const perCycle = (cycles: Cycle[], from: number, read: (cycle: Cycle) => number) =>
  cycles.length - 1 > from ? (read(cycles.at(-1)!) - read(cycles[from]!)) / (cycles.length - 1 - from) : NaN;

/** Runs the visitor load and the edit open alternately, `runs` times each, then `runs` open/close cycles, and returns the summary rows. */
export async function benchEditOpen(options: EditOpenOptions): Promise<Row[]> {
  requireChrome();
  console.log(
    `\n[edit-open] ${CHROME_PATH} headless, ${options.runs} runs per side, a new context (cold cache) each; pages ${PAGES.map((p) => p.path).join(" and ")} alternately; a failed run is tried again, up to ${TRIES} times, in a relaunched Chrome if it went away`,
  );
  const driver: Driver = { chrome: await launchWatchedChrome(), failures: [] };
  const opens: Open[] = [];
  const loads: Load[] = [];
  let cycles: Cycle[] = [];
  try {
    // One unmeasured round first: the server compresses and caches each file on its first request.
    for (const target of PAGES) {
      await measured(driver, `warm-up ${target.path} visitor load`, (browser) => visitorLoad(browser, options.url, target.path));
      await measured(driver, `warm-up ${target.path} edit-open`, (browser) => editOpen(browser, options.url, target));
    }
    for (let i = 0; i < options.runs; i++) {
      const target = PAGES[i % PAGES.length]!;
      const { path } = target;
      const label = `run ${i + 1}`;
      const visitor = () => measured(driver, `${label} visitor load`, (browser) => visitorLoad(browser, options.url, path));
      // Which side goes first alternates too, so neither always follows the other's work.
      const visitorFirst = i % 4 < 2;
      if (visitorFirst) loads.push(await visitor());
      const open = await measured(driver, `${label} edit-open`, (browser) => editOpen(browser, options.url, target));
      opens.push(open);
      if (!visitorFirst) loads.push(await visitor());
      console.log(
        `  run ${String(i + 1).padStart(2)} ${path.padEnd(10)} edit-open ${ms(open.ms).padStart(7)} (code in ${ms(open.codeMs)}, data in ${ms(open.dataMs)}), ${kb(open.bytes)} in ${open.requests} requests (JavaScript ${kb(open.scriptBytes)}); visitor load ${ms(loads.at(-1)!.ms)}; ${load1()}`,
      );
    }
    console.log(
      `  memory over ${options.runs} open/close cycles in one page (${PAGES[0].path}; each after the builder's release, ${ms(RELEASE_MS)}, and a full collection):`,
    );
    cycles = await measured(driver, "memory cycles", (browser) => memoryCycles(browser, options.url, options.runs));
  } finally {
    await driver.chrome.close();
  }
  const openMs = opens.map((o) => o.ms);
  const loadMs = loads.map((l) => l.ms);
  const openMedian = median(openMs);
  const openP95 = percentile(openMs, 0.95);
  const loadMedian = median(loadMs);
  const bytes = median(opens.map((o) => o.bytes));
  const scriptBytes = median(opens.map((o) => o.scriptBytes));
  const retried = driver.failures.length
    ? `${driver.failures.length} failed ${driver.failures.length === 1 ? "try" : "tries"}, each tried again: ${driver.failures.join("; ")}`
    : "none tried again";
  console.log(
    `  ${opens.length} of ${options.runs} runs finished (${retried}); ${load1()}\n  click → interactive: median ${ms(openMedian)}, p95 ${ms(openP95)} (the builder's code had arrived after a median ${ms(median(opens.map((o) => o.codeMs)))}, the data after ${ms(median(opens.map((o) => o.dataMs)))}); ${kb(bytes)} transferred (median, ${median(opens.map((o) => o.requests))} requests; JavaScript ${kb(scriptBytes)}, the rest data: the site's and the page's); visitor load of the page: median ${ms(loadMedian)}, ${kb(median(loads.map((l) => l.bytes)))}`,
  );
  // The first cycle loads the builder's code and fills caches: growth is counted from the second.
  const half = Math.floor(cycles.length / 2);
  const nodesPerCycle = perCycle(cycles, 1, (c) => c.nodes);
  const heapPerCycle = perCycle(cycles, half, (c) => c.heapKb);
  console.log(
    `  per open/close cycle (cycle 2 → ${cycles.length}): ${nodesPerCycle.toFixed(1)} DOM nodes, ${perCycle(cycles, 1, (c) => c.listeners).toFixed(1)} listeners, heap ${perCycle(cycles, 1, (c) => c.heapKb).toFixed(0)} KB (${heapPerCycle.toFixed(0)} KB over the second half, cycle ${half + 1} → ${cycles.length})`,
  );
  const row = (benchmark: string, ours: number, note?: string, target = TARGET_MS): Row => ({
    benchmark,
    ours,
    baseline: loadMedian,
    digits: 0,
    ratio: loadMedian > 0 ? ours / loadMedian : null,
    target: `≤ ${target} ms`,
    met: ours <= target,
    note,
  });
  return [
    row(
      "edit-open median ms (baseline: visitor page load)",
      openMedian,
      `${kb(bytes)} after the click, ${kb(scriptBytes)} of it JavaScript; ${opens.length} of ${options.runs} runs, ${driver.failures.length} failed tries`,
    ),
    row("edit-open p95 ms", openP95, undefined, P95_TARGET_MS),
    {
      benchmark: "edit-open DOM nodes kept per open/close",
      ours: nodesPerCycle,
      baseline: null,
      digits: 1,
      ratio: null,
      target: "≤ 0",
      met: Number.isNaN(nodesPerCycle) ? null : nodesPerCycle <= 0,
      note: `${cycles.length} cycles; heap ${heapPerCycle.toFixed(0)} KB per cycle over the second half`,
    },
  ];
}
