import { test, type PlaywrightTestArgs, type PlaywrightTestOptions, type PlaywrightWorkerArgs, type PlaywrightWorkerOptions, type TestInfo } from "@playwright/test";

type TestBody = (fixtures: PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions, testInfo: TestInfo) => Promise<void>;

/**
 * Longest one page's test may take. Measured on 2 cores: the median page under axe takes 1.5 s idle
 * and 3.5 s at load 15; the slowest (`/termine`, `/en/booking`, the directory) took up to 13 s.
 */
export const PAGE_TIMEOUT = 60_000;

/**
 * One test per path, grouped under `title` and run in parallel, each with its own `timeout`: a
 * sweep over many pages is as many small units, so a slow machine stretches each unit a little
 * instead of one test past its limit, and a failure names its path. `body(path)` is the test
 * function for one path; its fixtures are destructured as in any Playwright test.
 */
export function testEachPath(title: string, paths: readonly string[], body: (path: string) => TestBody, { timeout = PAGE_TIMEOUT } = {}): void {
  test.describe(title, () => {
    test.describe.configure({ mode: "parallel", timeout });
    for (const path of paths) test(path, body(path));
  });
}
