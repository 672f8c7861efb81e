import {
  test as base,
  type BrowserContext,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestInfo,
} from "@playwright/test";

/**
 * `page` here is a fresh page in one browser context per worker, made with the project's context
 * options (a spec's `test.use` does not reach it). Cookies and the HTTP cache carry over between
 * the worker's pages, as for one visitor browsing. A context per page cost more: 40 pages under axe
 * took 2.0-2.3 min at load 17 on 2 cores with one context each, 1.8 min with a page each.
 */
const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, javaScriptEnabled } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, javaScriptEnabled });
      await use(context);
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ workerContext }, use) => {
    const page = await workerContext.newPage();
    await use(page);
    await page.close();
  },
});

type TestBody = (fixtures: PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions, testInfo: TestInfo) => Promise<void>;

/**
 * One test per path, grouped under `title` and run in parallel: a sweep over many pages is as many
 * small units, each under the configured test timeout, so a slow machine stretches each unit a
 * little instead of one test past its limit, and a failure names its path. `body(path)` is the
 * test function for one path; its fixtures are destructured as in any Playwright test.
 */
export function testEachPath(title: string, paths: readonly string[], body: (path: string) => TestBody): void {
  test.describe(title, () => {
    test.describe.configure({ mode: "parallel" });
    for (const path of paths) test(path, body(path));
  });
}
