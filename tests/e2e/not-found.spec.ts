import { expect, test } from "@playwright/test";

test("an unknown path shows the 404 page with status 404 in the page language", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Seite nicht gefunden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByText("Seite nicht gefunden: /gibt-es-nicht/wirklich")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
});

test("hidden files and traversal attempts never reveal file content", async ({ request }) => {
  for (const path of ["/.git/HEAD", "/..%2f..%2fetc/passwd", "/%2e%2e/%2e%2e/etc/passwd"]) {
    const response = await request.get(path);
    expect([400, 404]).toContain(response.status());
    expect(await response.text()).not.toContain("root:");
  }
});
