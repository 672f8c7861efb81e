import { expect, test, type Page } from "@playwright/test";
import { RECIPIENTS } from "../../scripts/seed/data/recipients.ts";
import { violations } from "./axe.ts";
import { testEachPath } from "./each-page.ts";
import { builtSitemapPaths, sitemapPaths } from "./sitemap-urls.ts";

const recipient = RECIPIENTS.find((r) => r.subscribed && r.present)!;
const SITEMAP = builtSitemapPaths();
/** Pages outside the sitemap that visitors still see. */
const EXTRA = [
  "/login",
  "/en/login",
  "/gibt-es-nicht",
  "/en/does-not-exist",
  `/newsletter/${recipient.email}`,
  `/present/${recipient.email}`,
  "/newsletter/not-an-email",
];

/** axe WCAG 2.2 AA and the single h1, as soft assertions so one run reports every finding of the page. */
async function expectAccessible(page: Page, path: string): Promise<void> {
  expect.soft(await violations(page), `axe WCAG 2.2 AA violations on ${path}`).toEqual([]);
  // One <h1> per page names it for screen-reader users jumping by heading (axe only flags none as "best practice").
  expect.soft(await page.locator("h1").count(), `<h1> elements on ${path}`).toBe(1);
}

test("the sweep covers every URL of the sitemap the server answers with", async ({ request }) => {
  expect(await sitemapPaths(request)).toEqual(SITEMAP);
});

testEachPath("axe finds no WCAG 2.2 AA violation and exactly one h1 on the sitemap URL (both languages)", SITEMAP, (path) => async ({ page }) => {
  const response = await page.goto(path);
  // A sitemap URL must be a page, not the 404 screen that axe would otherwise check instead.
  expect.soft(response?.status(), `HTTP status of ${path}`).toBe(200);
  await expectAccessible(page, path);
});

testEachPath("axe finds no WCAG 2.2 AA violation and exactly one h1 on the login, 404 and recipient page", EXTRA, (path) => async ({ page }) => {
  await page.goto(path);
  await expectAccessible(page, path);
});
