import { expect, test } from "@playwright/test";

// The filters are CSS only: the empty state and its reset must work without JavaScript.
test.use({ javaScriptEnabled: false });

for (const [path, language, city, text, reset] of [
  ["/verzeichnis", "Sprache", "Stadt", "Keine Trainerinnen oder Trainer passen zu dieser Auswahl.", "Filter zurücksetzen"],
  ["/en/directory", "Language", "City", "No practitioners match this selection.", "Reset filters"],
] as const) {
  test(`filters without a match say so and offer a reset on ${path}`, async ({ page }) => {
    await page.goto(path);
    const overview = page.locator(".practitioner-overview").first();
    const cards = overview.locator(".dir-list > li");
    const total = await cards.count();
    const empty = overview.locator(".dir-empty");
    await expect(empty).toBeHidden();

    await overview
      .getByRole("group", { name: language })
      .getByLabel(/^(Französisch|French) /)
      .check();
    await expect(empty).toBeHidden();
    await overview
      .getByRole("group", { name: city })
      .getByLabel(/^Wien /)
      .check();
    await expect(cards.filter({ visible: true })).toHaveCount(0);
    await expect(empty).toBeVisible();
    await expect(empty.getByText(text)).toBeVisible();

    await empty.getByRole("button", { name: reset }).click();
    await expect(cards.filter({ visible: true })).toHaveCount(total);
    await expect(empty).toBeHidden();
    await expect(overview.getByRole("group", { name: city }).getByRole("radio").first()).toBeChecked();
  });
}
