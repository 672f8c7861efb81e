import { expect, test, type Page } from "@playwright/test";
import { ADMIN, submitLogin } from "./admin.ts";
import { violations } from "./axe.ts";

// Read-only: the e2e server's content is shared with the other specs, so this spec changes nothing.

async function logIn(page: Page, path: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

const cases = [
  {
    lang: "de",
    heading: "Seiten",
    columns: ["Seite", "Adresse", "Status", "Letzte Änderung"],
    published: "Veröffentlicht",
    create: "Neue Seite anlegen",
    field: "Titel (Deutsch)",
    edit: "„Über uns“ bearbeiten (Deutsch)",
    editShown: "Bearbeiten",
    search: "Titel oder Adresse",
    show: "Anzeigen",
    none: "Keine Seite passt zu „gibt es nicht“.",
  },
  {
    lang: "en",
    heading: "Pages",
    columns: ["Page", "Address", "Status", "Last change"],
    published: "Published",
    create: "Create a new page",
    field: "Title (German)",
    edit: "Edit “Über uns” (German)",
    editShown: "Edit",
    search: "Title or address",
    show: "Show",
    none: "No page matches “gibt es nicht”.",
  },
] as const;

for (const c of cases) {
  test(`the page list in ${c.lang}: every page with its addresses, search, the create form, axe-clean`, async ({ page }) => {
    await logIn(page, `/manage/pages?lang=${c.lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole("navigation", { name: c.lang === "de" ? "Verwaltung" : "Admin" }).getByRole("link", { name: c.heading })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const table = page.getByRole("table");
    for (const column of c.columns) await expect(table.getByRole("columnheader", { name: column })).toBeVisible();
    // The home page first, every row a page with its German and English address.
    const rows = table.getByRole("rowheader");
    await expect(rows.first()).toContainText("Startseite");
    expect(await rows.count()).toBeGreaterThanOrEqual(9);
    const about = table.getByRole("row").filter({ has: page.getByRole("link", { name: "Über uns", exact: true }) });
    await expect(about).toContainText("/ueber-uns");
    await expect(about).toContainText("/en/about");
    await expect(about).toContainText(c.published);
    const edit = about.getByRole("link", { name: c.edit, exact: true });
    await expect(edit).toHaveAttribute("href", "/ueber-uns?edit=1");
    // Label in name: the word shown is in what speech input and screen readers call the link.
    await expect(edit).toHaveText(c.editShown);
    expect((await edit.getAttribute("aria-label"))!.toLowerCase()).toContain((await edit.innerText()).trim().toLowerCase());

    expect(await violations(page), `list ${c.lang}`).toEqual([]);

    // The create form opens without JavaScript's help (details/summary) and is labelled.
    await page.getByText(c.create).click();
    await expect(page.getByLabel(c.field)).toBeVisible();
    expect(await violations(page), `create form ${c.lang}`).toEqual([]);

    await page.getByLabel(c.search).fill("gibt es nicht");
    await page.getByRole("button", { name: c.show }).click();
    await expect(page.getByText(c.none)).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);

    // The details of a page, linked from its title.
    await page.goto(`/manage/pages?lang=${c.lang}`);
    await page.getByRole("link", { name: "Über uns", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über uns");
    expect(await violations(page), `details ${c.lang}`).toEqual([]);
  });
}

test("the page list on a phone: rows become cards, nothing overflows sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, "/manage/pages?lang=de");
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await expect(page.getByRole("columnheader", { name: "Adresse" })).toBeHidden();
  await expect(page.getByRole("rowheader").first()).toBeVisible();
});
