import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();
// Both tests change the one main menu: one after the other, each from the menu the other left.
test.describe.configure({ mode: "serial" });

// An editor puts a new page into the main menu from the page's details, moves it up in the menu
// editor, and visitors see it there in the site's header once the menu change is published. The
// entry is removed again at the end, so the specs beside this one see the menu as seeded.

const LANGUAGES = [
  {
    lang: "de",
    title: (s: string) => ({ de: `Kurs ${s}`, en: `Class ${s}` }),
    titleField: { de: "Titel (Deutsch)", en: "Titel (Englisch)" },
    create: "Neue Seite anlegen",
    createSubmit: "Seite anlegen",
    publish: "Veröffentlichen",
    published: (title: string) => `„${title}“ ist veröffentlicht.`,
    addToMain: "In Hauptmenü aufnehmen",
    menus: "Menüs",
    saved: "Das Menü ist gespeichert und wird veröffentlicht.",
    up: (entry: string) => `Nach oben „${entry}“`,
    remove: (entry: string) => `Entfernen „${entry}“`,
    home: "/",
    nav: "Hauptnavigation",
  },
  {
    lang: "en",
    title: (s: string) => ({ de: `Kurs ${s}`, en: `Class ${s}` }),
    titleField: { de: "Title (German)", en: "Title (English)" },
    create: "Create a new page",
    createSubmit: "Create page",
    publish: "Publish",
    published: (title: string) => `“${title}” is published.`,
    addToMain: "Add to main menu",
    menus: "Menus",
    saved: "The menu is saved and being published.",
    up: (entry: string) => `Move up “${entry}”`,
    remove: (entry: string) => `Remove “${entry}”`,
    home: "/en",
    nav: "Main navigation",
  },
] as const;

/** The labels of the main menu's top-level links a visitor of `path` sees, read anew until `check` holds. */
async function expectMenu(page: Page, path: string, nav: string, check: (labels: string[]) => boolean) {
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return check(await page.getByRole("navigation", { name: nav }).locator(":scope > ul > li > a").allTextContents());
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
}

for (const t of LANGUAGES) {
  test(`${t.lang}: a new page is added to the main menu, moved up, and visitors see it in the header`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    const stamp = `${t.lang}${Date.now().toString(36)}`;
    const title = t.title(stamp);
    const own = title[t.lang];

    await page.goto(`/manage/pages?lang=${t.lang}`);
    await page.getByText(t.create).click();
    await page.getByLabel(t.titleField.de).fill(title.de);
    await page.getByLabel(t.titleField.en).fill(title.en);
    await page.getByRole("button", { name: t.createSubmit }).click();
    await page.getByRole("button", { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.published(title.de))).toBeVisible();

    // From the page's details into the main menu: the menu editor shows it as the last entry.
    await page.getByRole("button", { name: t.addToMain }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.menus })).toBeVisible();
    await expect(page.getByText(t.saved)).toBeVisible();
    const main = page.locator("section").first().locator(":scope > ol > li");
    await expect(main.last()).toContainText(own);
    const before = await main.count();
    const last = (await main
      .nth(before - 2)
      .locator("span.font-semibold")
      .textContent())!;

    // Reordered by keyboard: the entry's "Nach oben" button, focused and pressed with Enter.
    await page.getByRole("button", { name: t.up(own) }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(main.nth(before - 2)).toContainText(own);
    await expect(main.last()).toContainText(last);

    // Visitors see it in the header, in the menu's order, in both languages with the page's title.
    const visitor = await (await browser.newContext()).newPage();
    const at = (labels: string[], label: string) => labels.indexOf(label);
    await expectMenu(visitor, t.home, t.nav, (labels) => labels.length === before && at(labels, own) === before - 2);
    await expect(visitor.getByRole("navigation", { name: t.nav }).getByRole("link", { name: own })).toHaveAttribute(
      "href",
      t.lang === "de" ? `/kurs-${stamp}` : `/en/class-${stamp}`,
    );

    // Removed again: the header is as it was.
    await page.getByRole("button", { name: t.remove(own) }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expectMenu(visitor, t.home, t.nav, (labels) => labels.length === before - 1 && !labels.includes(own));
    await visitor.context().close();
  });
}
