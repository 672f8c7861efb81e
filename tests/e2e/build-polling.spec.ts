import { expect, test, type Page } from "@playwright/test";
import { latestId, publishThemeStep } from "./publish-theme.ts";

/** Lets the page check for a new build now (it checks when the tab becomes visible) and waits for the answer. */
async function checkNow(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes("/builds/latest.json"));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await answered;
}

const buildOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute("content");

test("a page names its build and checks builds/latest.json about a second after it is idle", async ({ page }) => {
  const first = page.waitForResponse((r) => r.url().includes("/builds/latest.json?"));
  const loaded = Date.now();
  await page.goto("/ueber-uns");
  const response = await first;
  expect(Date.now() - loaded).toBeGreaterThanOrEqual(900);
  expect(response.status()).toBe(200);
  expect(await buildOf(page)).toMatch(/^[\w-]{36}$/);
});

test("after a publish, the next same-site navigation loads the new build's page", async ({ page, request, baseURL }) => {
  await page.goto("/ueber-uns");
  await checkNow(page);
  const live = await publishThemeStep(request, baseURL!);
  await checkNow(page);
  const link = page.locator('header a[href="/kontakt"], main a[href="/kontakt"], footer a[href="/kontakt"]').first();
  const target = (await link.count()) > 0 ? "/kontakt" : "/";
  await Promise.all([page.waitForURL(`**${target}`), page.locator(`a[href="${target}"]`).first().click()]);
  // Other specs may publish meanwhile: the page is of this build or a later one.
  expect([live, await latestId(request)]).toContain(await buildOf(page));
});

test("a hashed chunk that fails to load reloads the page once, not again within 10 s", async ({ page }) => {
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/kontakt");
  const inject = () =>
    page.evaluate(() => {
      const s = document.createElement("script");
      s.src = `/_astro/gone-${Date.now()}.js`;
      document.head.append(s);
    });
  await Promise.all([page.waitForEvent("load"), inject()]);
  expect(loads).toBe(2);
  await inject();
  await page.waitForTimeout(1_500);
  expect(loads).toBe(2);
});

test("navigations cross-fade the main content (view transition `page`), and not with reduced motion", async ({ page }) => {
  await page.goto("/ueber-uns");
  expect(await page.locator("main").evaluate((main) => getComputedStyle(main).getPropertyValue("view-transition-name"))).toBe("page");
  const rules = await page.evaluate(() => {
    const texts: string[] = [];
    const walk = (list: CSSRuleList, media: string) => {
      for (const rule of Array.from(list)) {
        if (rule instanceof CSSMediaRule) walk(rule.cssRules, rule.conditionText);
        else if (rule.cssText.startsWith("@view-transition")) texts.push(`${media}|${rule.cssText.replace(/\s+/g, " ")}`);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules, "");
    return texts;
  });
  expect(rules).toContain("|@view-transition { navigation: auto; }");
  expect(rules).toContain("(prefers-reduced-motion: reduce)|@view-transition { navigation: none; }");
});
