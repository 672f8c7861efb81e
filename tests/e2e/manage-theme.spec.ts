import { expect, test } from "@playwright/test";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";
import { latestId } from "./publish-theme.ts";

test("anonymous: the styling screen leads to the login", async ({ page }) => {
  await expectSentToLogin(page, "/manage/tailwind");
});

test.describe("editor", () => {
  logInBeforeEach();

  test("the theme in en: Bad Hex refused, a live preview before saving, axe-clean", async ({ page }) => {
    await page.goto("/manage/tailwind?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Styling");
    expect(await violations(page)).toEqual([]);
    // The preview follows the form before anything is saved.
    const primary = page.locator("#theme-preview").getByText("Book now");
    await page.getByLabel("Main colour").fill("#7b1fa2");
    await expect(primary).toHaveCSS("background-color", "rgb(123, 31, 162)");
    await page.getByLabel("Main colour").fill("#zz");
    await page.getByRole("button", { name: "Publish theme" }).click();
    await expect(page.getByText(/Bad Hex: a hex code is # followed by exactly 3 or 6/)).toBeVisible();
    await expect(page.getByLabel("Main colour")).toHaveValue("#zz");
    expect(await violations(page)).toEqual([]);
  });

  test("the theme in de: publishing shows the build's progress until it is live, and every page takes it", async ({ page, request }) => {
    await page.goto("/manage/tailwind?lang=de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gestaltung");
    const neutral = page.getByLabel("Neutralfarbe");
    const before = await neutral.inputValue();
    // One step in the last digit: no colour or contrast the other specs check changes.
    const stepped = before.slice(0, -1) + (parseInt(before.slice(-1), 16) ^ 1).toString(16);
    const liveBefore = await latestId(request);
    await neutral.fill(stepped);
    await page.getByRole("button", { name: "Theme veröffentlichen" }).click();
    await expect(page.getByText("Das Theme wurde veröffentlicht.")).toBeVisible();
    const progress = page.getByRole("status").filter({ hasText: /Seiten werden neu erstellt|Wartet|Live seit/ });
    await expect(progress).toBeVisible();
    await expect.poll(() => latestId(request), { timeout: 60_000 }).not.toBe(liveBefore);
    await expect(page.locator("[data-state='live']")).toHaveText(/Live seit .* \(\d+ von \d+ Seiten neu erstellt\)/, { timeout: 30_000 });
    const home = await (await request.get("/")).text();
    expect(home).toContain(`--theme-neutral:${stepped.toLowerCase()}`);

    // Back as it was.
    await page.goto("/manage/tailwind?lang=de");
    await page.getByLabel("Neutralfarbe").fill(before);
    await page.getByRole("button", { name: "Theme veröffentlichen" }).click();
    await expect(page.getByText("Das Theme wurde veröffentlicht.")).toBeVisible();
  });
});
