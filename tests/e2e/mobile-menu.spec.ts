import { expect, test } from "@playwright/test";

// The menu is a <details> disclosure: it must work with JavaScript off.
test.use({ javaScriptEnabled: false });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header is one line and the menu opens and closes by click", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    expect((await header.boundingBox())!.height).toBeLessThan(64);
    const link = header.getByRole("link", { name: "Über uns" });
    await expect(link).toBeHidden();
    const summary = header.locator("summary");
    await expect(summary).toHaveText("Menü");
    await summary.click();
    await expect(header.locator("details")).toHaveAttribute("open", "");
    await expect(header.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
    await expect(link).toBeVisible();
    // The open menu lies over the page below the header, aligned with the page content.
    const [linkBox, h1Box] = [await link.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
    expect(Math.abs(linkBox!.x - h1Box!.x)).toBeLessThanOrEqual(1);
    await link.click();
    await expect(page).toHaveURL(/\/ueber-uns$/);
    await page.locator("header summary").click();
    await page.locator("header summary").click();
    await expect(page.locator("header").getByRole("link", { name: "Wochen-Challenges" })).toBeHidden();
  });

  test("the menu opens and closes by keyboard", async ({ page }) => {
    await page.goto("/en");
    const active = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
    for (let i = 0; i < 10 && (await active()) !== "SUMMARY Menu"; i++) await page.keyboard.press("Tab");
    expect(await active()).toBe("SUMMARY Menu");
    await page.keyboard.press("Enter");
    await expect(page.locator("header details")).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    expect(await active()).toBe("A About us");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(page.locator("header details")).not.toHaveAttribute("open", "");
    await expect(page.locator("header").getByRole("link", { name: "About us" })).toBeHidden();
  });
});

test("on a wide screen the navigation is a row of links, no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await expect(page.locator("header summary")).toBeHidden();
  const links = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const tops = await links.evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});
