/**
 * "Bearbeiten → interactive" (issue 9 §4: ≤ 1 s): Chromium (`/usr/bin/chromium`, headless) opens a
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
 */
import { chromium, type Browser, type Page, type Request } from "@playwright/test";
import { percentile } from "../src/editor/test-timing.ts";
import { CHROME_ARGS, CHROME_PATH, requireChrome } from "./lib/chrome.ts";
import { median, type Row } from "./lib/report.ts";

/** Issue 9 §4: a click on "Bearbeiten" gives an interactive builder within a second. */
const TARGET_MS = 1000;
/** The pages measured, alternately: the same seeded page in both languages, with the bar's button and the builder's toolbar names. */
const PAGES = [
  { path: "/ueber-uns", edit: "Bearbeiten", toolbar: "Seite bearbeiten" },
  { path: "/en/about", edit: "Edit", toolbar: "Edit page" },
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
  return context.newPage();
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
    await page.context().close();
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
    await page.context().close();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs the visitor load and the edit open alternately, `runs` times each, and returns the summary rows. */
export async function benchEditOpen(options: EditOpenOptions): Promise<Row[]> {
  requireChrome();
  console.log(
    `\n[edit-open] ${CHROME_PATH} headless, ${options.runs} runs per side, a new context (cold cache) each; pages ${PAGES.map((p) => p.path).join(" and ")} alternately`,
  );
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
  const opens: Open[] = [];
  const loads: Load[] = [];
  try {
    // One unmeasured round first: the server compresses and caches each file on its first request.
    for (const target of PAGES) {
      await visitorLoad(browser, options.url, target.path);
      await editOpen(browser, options.url, target);
    }
    for (let i = 0; i < options.runs; i++) {
      const target = PAGES[i % PAGES.length]!;
      const { path } = target;
      // Which side goes first alternates too, so neither always follows the other's work.
      const visitorFirst = i % 4 < 2;
      if (visitorFirst) loads.push(await visitorLoad(browser, options.url, path));
      const open = await editOpen(browser, options.url, target);
      opens.push(open);
      if (!visitorFirst) loads.push(await visitorLoad(browser, options.url, path));
      console.log(
        `  run ${String(i + 1).padStart(2)} ${path.padEnd(10)} edit-open ${ms(open.ms).padStart(7)} (code in ${ms(open.codeMs)}, data in ${ms(open.dataMs)}), ${kb(open.bytes)} in ${open.requests} requests (JavaScript ${kb(open.scriptBytes)}); visitor load ${ms(loads.at(-1)!.ms)}`,
      );
    }
  } finally {
    await browser.close();
  }
  const openMs = opens.map((o) => o.ms);
  const loadMs = loads.map((l) => l.ms);
  const openMedian = median(openMs);
  const openP95 = percentile(openMs, 0.95);
  const loadMedian = median(loadMs);
  const bytes = median(opens.map((o) => o.bytes));
  const scriptBytes = median(opens.map((o) => o.scriptBytes));
  console.log(
    `  click → interactive: median ${ms(openMedian)}, p95 ${ms(openP95)} (the builder's code had arrived after a median ${ms(median(opens.map((o) => o.codeMs)))}, the data after ${ms(median(opens.map((o) => o.dataMs)))}); ${kb(bytes)} transferred (median, ${median(opens.map((o) => o.requests))} requests; JavaScript ${kb(scriptBytes)}, the rest data: the site's and the page's); visitor load of the page: median ${ms(loadMedian)}, ${kb(median(loads.map((l) => l.bytes)))}`,
  );
  const row = (benchmark: string, ours: number, note?: string): Row => ({
    benchmark,
    ours,
    baseline: loadMedian,
    digits: 0,
    ratio: loadMedian > 0 ? ours / loadMedian : null,
    target: `≤ ${TARGET_MS} ms`,
    met: ours <= TARGET_MS,
    note,
  });
  return [
    row("edit-open median ms (baseline: visitor page load)", openMedian, `${kb(bytes)} after the click, ${kb(scriptBytes)} of it JavaScript`),
    row("edit-open p95 ms", openP95),
  ];
}
