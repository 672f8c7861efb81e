import { expect, test } from "@playwright/test";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";
import { pageWithTwoHeadings } from "./own-page.ts";
import { pageUrl, readPage } from "./page-api.ts";

// The style this spec makes is deleted again: the e2e server's content is shared with the other specs.

test("anonymous: the text styles lead to the login", async ({ page }) => {
  await expectSentToLogin(page, "/manage/text-styles");
});

test.describe("editor", () => {
  logInBeforeEach();

  const cases = [
    {
      lang: "de",
      heading: "Textstile",
      create: "Neuen Textstil anlegen",
      name: "Name",
      classes: "Tailwind-Klassen",
      submit: "Textstil anlegen",
      unknown: "Diese Klassen kennt Tailwind nicht: wobble-x",
      edit: "Textstil „Prüfstil de“ bearbeiten",
      save: "Speichern",
      del: "Textstil „Prüfstil de“ löschen",
      confirm: "„Prüfstil de“ endgültig löschen",
      deleted: "Der Textstil wurde gelöscht.",
      style: "Prüfstil de",
    },
    {
      lang: "en",
      heading: "Text styles",
      create: "Create a new text style",
      name: "Name",
      classes: "Tailwind classes",
      submit: "Create text style",
      unknown: "Tailwind does not know these classes: wobble-x",
      edit: "Edit text style “Prüfstil en”",
      save: "Save",
      del: "Delete text style “Prüfstil en”",
      confirm: "Delete “Prüfstil en” for good",
      deleted: "The text style was deleted.",
      style: "Prüfstil en",
    },
  ] as const;

  for (const c of cases) {
    test(`text styles in ${c.lang}: unknown classes named, a live preview compiled on the server, create, edit, delete`, async ({ page }) => {
      await page.goto(`/manage/text-styles?lang=${c.lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heading);
      expect(await violations(page), `list ${c.lang}`).toEqual([]);

      await page.getByText(c.create).click();
      const form = page.getByRole("form", { name: c.create });
      await form.getByLabel(c.name, { exact: true }).fill(c.style);
      // A class no stylesheet of the site has yet: the preview takes it at once, compiled by Tailwind on the server.
      await form.getByLabel(c.classes).fill("text-xl tracking-[0.31em] wobble-x");
      await expect(form.getByText(c.unknown)).toBeVisible();
      const sample = form.locator("p.tracking-\\[0\\.31em\\]");
      await expect(sample).toHaveCSS("letter-spacing", /\d/);
      expect(await sample.evaluate((el) => parseFloat(getComputedStyle(el).letterSpacing))).toBeGreaterThan(5);

      await form.getByRole("button", { name: c.submit }).click();
      // The server's refusal, tied to the field (the live preview, once it runs again, names them too).
      await expect(page.getByRole("form", { name: c.create }).getByLabel(c.classes)).toHaveAccessibleDescription(new RegExp(c.unknown));
      await expect(page.getByRole("form", { name: c.create }).getByLabel(c.classes)).toHaveValue("text-xl tracking-[0.31em] wobble-x");

      await page.getByRole("form", { name: c.create }).getByLabel(c.classes).fill("text-xl tracking-[0.31em]");
      await page.getByRole("form", { name: c.create }).getByRole("button", { name: c.submit }).click();
      const card = page.getByRole("article", { name: c.style });
      await expect(card).toContainText("text-xl tracking-[0.31em]");
      expect(await card.locator("p.tracking-\\[0\\.31em\\]").evaluate((el) => parseFloat(getComputedStyle(el).letterSpacing))).toBeGreaterThan(5);

      await card.getByRole("link", { name: c.edit }).click();
      await page.getByRole("form", { name: c.edit }).getByLabel(c.classes).fill("text-2xl italic");
      await page.getByRole("form", { name: c.edit }).getByRole("button", { name: c.save }).click();
      await expect(page.getByRole("article", { name: c.style })).toContainText("text-2xl italic");
      await expect(page.getByRole("article", { name: c.style }).locator("p.italic")).toHaveCSS("font-style", "italic");

      await page.getByRole("link", { name: c.del }).click();
      await page.getByRole("button", { name: c.confirm }).click();
      await expect(page.getByText(c.deleted)).toBeVisible();
      await expect(page.getByRole("article", { name: c.style })).toHaveCount(0);
    });
  }

  test("a page edited to use a new text style has the style's compiled CSS once it is published", async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const style = `Sperrsatz ${stamp}`;
    // A spacing no stylesheet of the code build has: only CSS compiled after the publish can set it.
    const classes = "text-xl tracking-[0.43em]";
    await page.goto("/manage/text-styles?lang=de");
    await page.getByText("Neuen Textstil anlegen").click();
    const form = page.getByRole("form", { name: "Neuen Textstil anlegen" });
    await form.getByLabel("Name", { exact: true }).fill(style);
    await form.getByLabel("Tailwind-Klassen").fill(classes);
    await form.getByRole("button", { name: "Textstil anlegen" }).click();
    const card = page.getByRole("article", { name: style });
    await expect(card).toContainText(classes);
    const styleId = (await card.getAttribute("id"))!.replace(/^style-/, "");

    // The first heading of a page of this test's own takes the style (as the builder's picker stores it).
    const { path, id, first } = await pageWithTwoHeadings(page, baseURL!);
    const item = await readPage(page, id);
    const blocks = item.data.blocks.iv.map((block) => (block.id === first ? { ...block, fields: { ...block.fields, textStyle: { iv: [styleId] } } } : block));
    const saved = await page.request.put(pageUrl(id), {
      data: { ...item.data, blocks: { iv: blocks } },
      headers: { origin: baseURL!, "if-match": String(item.version), "x-unpublished": "1", "content-type": "application/json" },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`${path}?edit=1`);
    const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
    await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
    await expect(bar).toContainText(/Veröffentlicht – live in \d+ s/, { timeout: 90_000 });

    // A visitor's published page carries the compiled rule, and the heading shows it.
    const visitor = await browser.newContext();
    const view = await visitor.newPage();
    const response = await view.goto(path);
    expect(await response!.text()).toMatch(/\.tracking-\\\[0\\\.43em\\\]\{[^}]*letter-spacing:0?\.43em/);
    const heading = view.getByRole("heading", { level: 1, name: "Überschrift eins" });
    await expect(heading).toHaveClass(/tracking-\[0\.43em\]/);
    const spacing = await heading.evaluate((el) => parseFloat(getComputedStyle(el).letterSpacing) / parseFloat(getComputedStyle(el).fontSize));
    expect(spacing).toBeCloseTo(0.43, 2);
    await visitor.close();
  });
});
