import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

logInBeforeEach();

/** What the builder says and shows in one language, and the page's first heading in both. */
interface Language {
  path: string;
  edit: string;
  heading: string;
  section: string;
  german: string;
  english: string;
  undo: string;
  publish: string;
  empty: string;
  required: string;
  tools: string;
  editFields: string;
  text: { de: string; en: string };
  typed: { de: string; en: string };
  level: string;
}

const GERMAN: Language = {
  path: "/kontakt",
  edit: "Bearbeiten",
  heading: "Überschrift",
  section: "Abschnitt",
  german: "Text, Deutsch",
  english: "Text, Englisch",
  undo: "Rückgängig",
  publish: "Veröffentlichen",
  empty: "Wähle einen Block aus, um seine Felder zu bearbeiten",
  required: "Text ist ein Pflichtfeld.",
  tools: "Werkzeuge für Überschrift",
  editFields: "Felder bearbeiten",
  text: { de: "Kontakt", en: "Contact" },
  typed: { de: "Schreib uns", en: "Write to us" },
  level: "Überschrift 1 (Seitentitel)",
};

const ENGLISH: Language = {
  path: "/en/about",
  edit: "Edit",
  heading: "Heading",
  section: "Section",
  german: "Text, German",
  english: "Text, English",
  undo: "Undo",
  publish: "Publish",
  empty: "Select a block to edit its fields",
  required: "Text is required.",
  tools: "Tools for Heading",
  editFields: "Edit fields",
  text: { de: "Über uns", en: "About us" },
  typed: { de: "Wer wir sind", en: "Who we are" },
  level: "Heading 1 (page title)",
};

/** Opens the builder on `lang.path` and answers the panel, the first heading's handle and the heading on the canvas. */
async function openBuilder(page: Page, lang: Language) {
  await page.goto(lang.path);
  await page.getByRole("button", { name: lang.edit, exact: true }).click();
  const panel = page.locator("[data-fields-panel]");
  const handle = page.locator("[data-block-handle]", { hasText: new RegExp(`^${lang.heading}$`) }).first();
  await expect(handle).toBeVisible();
  return { panel, handle, canvasHeading: page.locator("[data-canvas]").getByRole("heading", { level: 1 }) };
}

for (const lang of [GERMAN, ENGLISH]) {
  test(`the fields panel edits a heading in both languages, shows messages by the rules and follows undo (${lang.path})`, async ({ page }) => {
    const { panel, handle, canvasHeading } = await openBuilder(page, lang);
    await expect(panel).toContainText(lang.empty);

    await handle.click();
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(lang.heading);
    const de = panel.getByRole("textbox", { name: lang.german });
    const en = panel.getByRole("textbox", { name: lang.english });
    await expect(de).toHaveValue(lang.text.de);
    await expect(en).toHaveValue(lang.text.en);
    // A choice shows its label in the builder's language, not the stored value ("h1").
    await expect(panel.locator("[data-path='level.iv']").getByRole("button")).toContainText(lang.level);
    const shown = lang === GERMAN ? "de" : "en";
    await expect(canvasHeading).toHaveText(lang.text[shown]);

    // Typing in the panel changes the page on the canvas, in the page's language.
    await de.fill(lang.typed.de);
    await en.fill(lang.typed.en);
    await expect(canvasHeading).toHaveText(lang.typed[shown]);
    // Undo takes the changes back, in the panel and on the canvas.
    const undo = page.getByRole("button", { name: lang.undo, exact: true });
    await undo.click();
    await undo.click();
    await expect(de).toHaveValue(lang.text.de);
    await expect(en).toHaveValue(lang.text.en);
    await expect(canvasHeading).toHaveText(lang.text[shown]);

    // A required field left empty says so once focus leaves it, not while typing. (Choosing
    // another block and this one again gives a fresh form: the German field was left above.)
    const section = page.locator("[data-block-handle]", { hasText: new RegExp(`^${lang.section}$`) }).first();
    await section.click();
    await handle.click();
    await de.fill("");
    await page.waitForTimeout(300);
    await expect(panel.getByText(lang.required)).toHaveCount(0);
    await expect(de).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByText(lang.required)).toBeVisible();
    await expect(de).toHaveAttribute("aria-invalid", "true");
    expect(await violations(page)).toEqual([]);
    await undo.click();
    await expect(de).toHaveValue(lang.text.de);
    await expect(panel.getByText(lang.required)).toHaveCount(0);

    // After an attempt to publish (refused here, so nothing is written), a message shows at once.
    await page.route("**/cms/api/content/**", (route) =>
      route.request().method() === "GET" ? route.continue() : route.fulfill({ status: 503, contentType: "application/json", body: "{}" }),
    );
    await page
      .locator("[data-block-handle]", { hasText: new RegExp(`^${lang.section}$`) })
      .first()
      .click();
    await handle.click();
    await page.getByRole("button", { name: lang.publish, exact: true }).click();
    await de.fill("");
    await expect(de).toBeFocused();
    await expect(panel.getByText(lang.required)).toBeVisible();
    await undo.click();
    await expect(de).toHaveValue(lang.text.de);
  });

  test(`the keyboard goes from a block's handle into the panel and Escape brings it back (${lang.path})`, async ({ page }) => {
    const { panel, handle } = await openBuilder(page, lang);
    await handle.focus();
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(lang.heading);
    await expect(handle).toBeFocused();
    // Enter again on a heading: its text is edited in place (blocks without such text go on into their fields).
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-canvas] [contenteditable]:focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(handle).toBeFocused();
    // The block's tools lead into the panel.
    await page.getByRole("toolbar", { name: lang.tools }).getByRole("button", { name: lang.editFields }).click();
    const de = panel.getByRole("textbox", { name: lang.german });
    await expect(de).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(handle).toBeFocused();
  });
}

test("on a phone the panel is a sheet opened and closed with a button, and nothing scrolls sideways", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { panel, handle, canvasHeading } = await openBuilder(page, GERMAN);
  const show = page.getByRole("button", { name: "Felder anzeigen" });
  await expect(show).toBeVisible();
  await expect(panel).toBeHidden();
  await handle.click();
  await show.click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText("Überschrift");
  await panel.getByRole("textbox", { name: "Text, Deutsch" }).fill("Schreib uns");
  await expect(canvasHeading).toHaveText("Schreib uns");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  expect(await violations(page)).toEqual([]);
  await panel.getByRole("button", { name: "Felder schließen" }).click();
  await expect(panel).toBeHidden();
  await expect(show).toBeVisible();
});
