import { expect, test } from "@playwright/test";
import { logIn } from "./admin.ts";
import { sweepAdminScreens } from "./admin-axe.ts";
import { violations } from "./axe.ts";

sweepAdminScreens("the admin's site screens are accessible in both languages", [
  "/manage",
  "/manage/pages",
  { list: "/manage/pages", link: /^\/manage\/pages\/[\w-]+$/ },
  "/manage/content",
  "/manage/squidex/practitioners",
  { list: "/manage/squidex/practitioners", link: /^\/manage\/squidex\/practitioners\/(?!new)[\w-]+$/ },
  "/manage/squidex-assets",
  { list: "/manage/squidex-assets", link: /^\/manage\/squidex-assets\/[\w-]+$/ },
  "/manage/flushcache",
  "/manage/messages",
  "/manage/bookings",
]);

test("the narrow screen's menu, opened, is accessible in both languages", async ({ page, baseURL }) => {
  await logIn(page.request, baseURL!);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [lang, menu, current] of [
    ["de", "Menü", "Seiten"],
    ["en", "Menu", "Pages"],
  ] as const) {
    await page.goto(`/manage/pages?lang=${lang}`);
    await page.locator("summary", { hasText: menu }).click();
    const nav = page.getByRole("navigation", { name: lang === "de" ? "Verwaltung" : "Admin" });
    await expect(nav.getByRole("link", { name: current, exact: true })).toHaveAttribute("aria-current", "page");
    expect(await violations(page), `axe on the open menu (${lang})`).toEqual([]);
  }
});
