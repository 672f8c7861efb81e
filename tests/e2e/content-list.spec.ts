import { expect, test } from "@playwright/test";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

// Read-only: the e2e server's content is shared with the other specs.

test("anonymous visitors are sent to the login page", async ({ page }) => {
  await expectSentToLogin(page, "/manage/squidex/practitioners");
});

test.describe("content lists", () => {
  logInBeforeEach();

  const cases = [
    {
      lang: "de",
      content: "Inhalte",
      heading: "Praktizierende",
      search: "Suche",
      apply: "Anwenden",
      waiting: "Wartet auf Freigabe",
      sortName: "Nach Name sortieren",
      next: "Weiter →",
    },
    {
      lang: "en",
      content: "Content",
      heading: "Practitioners",
      search: "Search",
      apply: "Apply",
      waiting: "Waiting for approval",
      sortName: "Sort by Name",
      next: "Next →",
    },
  ] as const;

  for (const c of cases) {
    test(`the overview leads to the practitioners, which search, sort and page (${c.lang})`, async ({ page }) => {
      await page.goto(`/manage/content?lang=${c.lang}`);
      await expect(page.getByRole("heading", { level: 1, name: c.content })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // The overview's own link (the admin navigation names the practitioners too).
      await page.getByRole("main").getByRole("link", { name: c.heading, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
      await expect(page.getByRole("link", { name: c.waiting })).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.getByRole("searchbox", { name: c.search }).fill("Maaß");
      await page.getByRole("button", { name: c.apply }).click();
      await expect(page).toHaveURL(/q=Maa%C3%9F/);
      const rows = page.getByRole("rowheader");
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveText("Gudrun Maaß");

      await page.goto(`/manage/squidex/practitioners?lang=${c.lang}`);
      await page.getByRole("link", { name: c.sortName }).click();
      await expect(page).toHaveURL(/sort=name/);
      const names = await page.getByRole("rowheader").allTextContents();
      expect(names.length).toBe(25);
      expect([...names].sort((a, b) => a.localeCompare(b, "de", { sensitivity: "base" }))).toEqual(names);

      await page.getByRole("link", { name: c.next }).click();
      await expect(page).toHaveURL(/page=2/);
      const second = await page.getByRole("rowheader").allTextContents();
      expect(second[0]!.localeCompare(names.at(-1)!, "de", { sensitivity: "base" })).toBeGreaterThanOrEqual(0);
    });
  }
});
