import type { Page } from "@playwright/test";

/** Waits until the service worker controls the page (it claims open pages when it activates). */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
