import { expect, test } from "@playwright/test";

test("the home page shows the seeded German title and the list of pages", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Startseite");
  await expect(page).toHaveTitle("Startseite");
  const pages = page.getByRole("region", { name: "Seiten" }).getByRole("listitem");
  expect(await pages.count()).toBeGreaterThanOrEqual(9);
  await expect(pages.filter({ hasText: "Startseite" })).toHaveCount(1);
});

test("the English home page shows the seeded English title", async ({ page }) => {
  const response = await page.goto("/en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home");
  await expect(page.getByRole("region", { name: "Pages" }).getByRole("listitem").filter({ hasText: /^Home$/ })).toHaveCount(1);
});

test("visitor pages load no JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/");
  await page.goto("/en");
  await page.goto("/login");
  expect(scripts).toEqual([]);
});
