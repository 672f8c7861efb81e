import { expect, test } from "@playwright/test";

test("the home pages show the seeded home page in each language", async ({ page }) => {
  for (const [path, lang, h1] of [
    ["/", "de", "Atmen lernen. Gelassener leben."],
    ["/en", "en", "Learn to breathe. Live more calmly."],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }
});

test("visitor pages load no JavaScript", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/");
  await page.goto("/en");
  await page.goto("/login");
  expect(scripts).toEqual([]);
});
