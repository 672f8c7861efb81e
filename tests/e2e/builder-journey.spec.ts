import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// The builder's whole journey: an editor builds a new page from blocks in both languages, by mouse and
// keyboard, publishes it and sees it live, with nothing lost on the way. The page is this test's
// own (a new one each run), so the specs running beside it never see it change.

/** Selects everything in the focused text and types `text` over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

test("an editor creates a page, builds it from blocks in German and English by mouse and keyboard, publishes it and visitors see it live", async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = { de: `Atemkurs ${stamp}`, en: `Breathing class ${stamp}` };
  const heading = { de: "Atmen im Park", en: "Breathing in the park" };
  const text = { de: "Jeden Samstag um neun, bei jedem Wetter.", en: "Every Saturday at nine, whatever the weather." };

  // The page admin creates the page as an empty draft.
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(title.de);
  await page.getByLabel("Titel (Englisch)").fill(title.en);
  await page.getByRole("button", { name: "Seite anlegen" }).click();
  await expect(page.getByText(`Die Seite „${title.de}“ ist als Entwurf angelegt.`)).toBeVisible();

  // "Auf Deutsch bearbeiten" opens the draft at its address, straight in edit mode.
  await page.getByRole("link", { name: "Auf Deutsch bearbeiten" }).click();
  await expect(page).toHaveURL(new RegExp(`/atemkurs-${stamp}$`));
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await expect(bar).toBeVisible();
  const canvas = page.locator("[data-canvas]");
  const panel = page.locator("[data-fields-panel]");
  const dialog = page.getByRole("dialog", { name: "Block hinzufügen" });

  // By mouse: a heading, typed in place in German and in the fields panel in English.
  await page.getByRole("button", { name: "Block hinzufügen", exact: true }).click();
  // The dialog opens with its search focused.
  await expect(dialog.getByLabel("Komponente suchen")).toBeFocused();
  await dialog.getByRole("option", { name: "Überschrift", exact: true }).click();
  await dialog.getByRole("button", { name: "Einfügen" }).click();
  await expect(dialog).toHaveCount(0);
  const headingBox = canvas.getByRole("textbox", { name: "Überschrift bearbeiten", exact: true });
  await headingBox.click();
  await typeOver(page, heading.de);
  await expect(canvas.getByRole("heading", { name: heading.de })).toBeVisible();
  await panel.getByRole("textbox", { name: "Text, Englisch" }).fill(heading.en);
  // The page's title heading: level 1, chosen by its label.
  await panel.locator("[data-path='level.iv']").getByRole("button").click();
  await page.getByRole("option", { name: "Überschrift 1 (Seitentitel)" }).click();
  await expect(panel.locator("[data-path='level.iv']").getByRole("button")).toContainText("Überschrift 1 (Seitentitel)");

  // Saving a draft of a page never published does not claim visitors see a published version.
  await bar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(bar).toContainText("Entwurf gespeichert. Die Seite ist noch nicht veröffentlicht: Besucher sehen sie erst, wenn du sie veröffentlichst.");
  await expect(bar).not.toContainText("Besucher sehen weiter die veröffentlichte Seite");

  // By keyboard: a rich text, found by searching, written in place in German, in the panel in English.
  await page.getByRole("button", { name: "Block hinzufügen", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Komponente suchen")).toBeVisible();
  await dialog.getByLabel("Komponente suchen").focus();
  await page.keyboard.type("Fließtext");
  await expect(dialog.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("option")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  // The new block's handle has the focus; Enter edits its text in place.
  await expect(page.locator("[data-block-handle][aria-pressed=true]")).toBeFocused();
  await page.keyboard.press("Enter");
  const richBox = canvas.getByRole("textbox", { name: "Fließtext bearbeiten" });
  await expect(richBox).toBeFocused();
  await typeOver(page, text.de);
  await expect(richBox).toHaveText(text.de);
  await page.keyboard.press("Escape");
  const english = panel.getByRole("textbox", { name: "Text (Englisch)" });
  await english.click();
  await page.keyboard.type(text.en);
  await expect(english).toHaveText(text.en);

  // Publish, and follow the build until the page is live.
  await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(bar).toContainText(/Veröffentlicht – live in \d+ s/, { timeout: 60_000 });

  // Nothing lost: a visitor (no session) sees the page in both languages.
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  await view.goto(`/atemkurs-${stamp}`);
  await expect(view.getByRole("heading", { level: 1 })).toHaveText(heading.de);
  await expect(view.locator("main")).toContainText(text.de);
  await expect(view).toHaveTitle(new RegExp(title.de));
  await view.getByRole("navigation", { name: "Sprache wählen" }).getByRole("link", { name: "English" }).click();
  await expect(view).toHaveURL(new RegExp(`/en/breathing-class-${stamp}$`));
  await expect(view.getByRole("heading", { level: 1 })).toHaveText(heading.en);
  await expect(view.locator("main")).toContainText(text.en);
  await visitor.close();
});
