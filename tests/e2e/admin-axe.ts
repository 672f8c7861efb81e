import { expect, type Page } from "@playwright/test";
import { logIn } from "./admin.ts";
import { violations } from "./axe.ts";
import { testEachPath } from "./each-page.ts";

/** An admin screen: its path, or a list screen and the pattern of the first link on it to follow. */
export type AdminScreen = string | { list: string; link: RegExp };

const label = (screen: AdminScreen) => (typeof screen === "string" ? screen : `${screen.list} → ${screen.link.source}`);

async function resolve(page: Page, screen: AdminScreen): Promise<string> {
  if (typeof screen === "string") return screen;
  await page.goto(screen.list);
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => screen.link.test(h));
  expect(href, `a link matching ${screen.link} on ${screen.list}`).toBeTruthy();
  return href!;
}

/**
 * One test per admin screen, logged in as the e2e superuser: the screen in German and in English
 * answers 200 and axe finds no WCAG 2.2 AA violation, with exactly one h1 (soft assertions, so one
 * run names every finding).
 */
export function sweepAdminScreens(title: string, screens: readonly AdminScreen[]): void {
  const byLabel = new Map(screens.map((screen) => [label(screen), screen]));
  testEachPath(title, [...byLabel.keys()], (name) => async ({ page, baseURL }) => {
    await logIn(page.request, baseURL!);
    const path = await resolve(page, byLabel.get(name)!);
    for (const lang of ["de", "en"]) {
      const url = `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
      const response = await page.goto(url);
      expect.soft(response?.status(), `HTTP status of ${url}`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect.soft(await violations(page), `axe WCAG 2.2 AA violations on ${url}`).toEqual([]);
      expect.soft(await page.locator("h1").count(), `<h1> elements on ${url}`).toBe(1);
    }
  });
}
