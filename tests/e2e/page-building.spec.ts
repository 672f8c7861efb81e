import { expect, test, type Locator, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// A benchmark in a test: a new editor builds a page (a heading, rich text with a bold word and a
// link, an image, a button; German and English) and publishes it. It prints how many actions that
// took and the seconds from opening the builder to live; it asserts only what visitors see.

/** The editor's hands: every click, key press, fill and typed text counts as one action. */
class Hands {
  count = 0;
  private readonly page: Page;
  constructor(page: Page) {
    this.page = page;
  }
  async click(target: Locator) {
    this.count++;
    await target.click();
  }
  async fill(target: Locator, value: string) {
    this.count++;
    await target.fill(value);
  }
  async press(key: string) {
    this.count++;
    await this.page.keyboard.press(key);
  }
  async type(text: string) {
    this.count++;
    await this.page.keyboard.type(text);
  }
}

/**
 * Waits until the rich-text editor has finished what it defers after a focus change (Tiptap
 * focuses a frame later, ProseMirror syncs the selection 20 ms after): a machine types faster than a person.
 */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
}

test("a new editor builds and publishes a page with heading, rich text (bold, link), image and button in German and English", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const hands = new Hands(page);
  const stamp = Date.now().toString(36);
  const title = { de: `Park ${stamp}`, en: `Park ${stamp}` };

  await page.goto("/manage/pages?lang=de");
  await hands.click(page.getByText("Neue Seite anlegen"));
  await hands.fill(page.getByLabel("Titel (Deutsch)"), title.de);
  await hands.fill(page.getByLabel("Titel (Englisch)"), title.en);
  await hands.click(page.getByRole("button", { name: "Seite anlegen" }));
  const started = Date.now();
  await hands.click(page.getByRole("link", { name: "Auf Deutsch bearbeiten" }));
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await expect(bar).toBeVisible();
  const canvas = page.locator("[data-canvas]");
  const panel = page.locator("[data-fields-panel]");
  const dialog = page.getByRole("dialog", { name: "Block hinzufügen" });
  const addBlock = async (name: string) => {
    await hands.click(page.getByRole("button", { name: "Block hinzufügen", exact: true }));
    await hands.click(dialog.getByRole("option", { name, exact: true }));
    await hands.click(dialog.getByRole("button", { name: "Einfügen" }));
    await expect(dialog).toHaveCount(0);
  };

  // Heading: typed in place in German, in the panel in English; level 1.
  await addBlock("Überschrift");
  await hands.press("Enter");
  await expect(canvas.getByRole("textbox", { name: "Überschrift bearbeiten", exact: true })).toBeFocused();
  await hands.type("Atmen im Park");
  await hands.fill(panel.getByRole("textbox", { name: "Text, Englisch" }), "Breathing in the park");
  await hands.click(panel.locator("[data-path='level.iv']").getByRole("button"));
  await hands.click(page.getByRole("option", { name: "Überschrift 1 (Seitentitel)" }));

  // Rich text with a bold word and a link: in place in German, in the panel in English.
  await addBlock("Fließtext");
  await hands.press("Enter");
  await expect(canvas.getByRole("textbox", { name: "Fließtext bearbeiten" })).toBeFocused();
  await settled(page);
  const richText = async (words: [string, string, string], href: string) => {
    await hands.type(words[0]);
    await hands.press("ControlOrMeta+B");
    await hands.type(words[1]);
    await hands.press("ControlOrMeta+B");
    await hands.type(words[2]);
    await hands.press("ControlOrMeta+Shift+ArrowLeft");
    await hands.press("ControlOrMeta+K");
    await hands.fill(page.getByRole("textbox", { name: "Linkadresse" }), href);
    await hands.press("Enter");
  };
  await richText(["Jeden Samstag ", "draußen", ". Mehr"], "/kontakt");
  await hands.click(panel.getByRole("textbox", { name: "Text (Englisch)" }));
  await settled(page);
  await richText(["Every Saturday ", "outdoors", ". More"], "/en/contact");

  // An image from the media library, with its alternative text in both languages.
  await addBlock("Bild");
  await hands.click(panel.getByRole("button", { name: "Bild auswählen …" }));
  const library = page.getByRole("dialog", { name: "Mediathek: Bild" });
  await hands.click(library.getByRole("option", { name: "atemraum-wald.png" }));
  await hands.click(library.getByRole("button", { name: "Fertig" }));
  await hands.fill(panel.getByRole("textbox", { name: "Alternativtext, Deutsch" }), "Waldweg im Morgenlicht");
  await hands.fill(panel.getByRole("textbox", { name: "Alternativtext, Englisch" }), "Forest path in the morning light");

  // A button: its label typed in place, the English label and both links in the panel.
  await addBlock("Button / Link");
  await hands.press("Enter");
  await hands.type("Jetzt anmelden");
  await hands.fill(panel.getByRole("textbox", { name: "Beschriftung, Englisch" }), "Sign up now");
  await hands.fill(panel.getByRole("textbox", { name: "Link, Deutsch" }), "/kontakt");
  await hands.fill(panel.getByRole("textbox", { name: "Link, Englisch" }), "/en/contact");

  await hands.click(bar.getByRole("button", { name: "Veröffentlichen", exact: true }));
  await expect(bar).toContainText(/Veröffentlicht – live in \d+ s/, { timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`page-building: ${hands.count} actions (clicks, key presses, fills, typed texts); ${seconds.toFixed(1)} s from "Bearbeiten" to live`);

  // What visitors see, in both languages.
  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const expectPage = async (path: string, t: { heading: string; bold: string; more: string; href: string; alt: string; button: string }) => {
    await view.goto(path);
    const main = view.locator("main");
    await expect(view.getByRole("heading", { level: 1 })).toHaveText(t.heading);
    await expect(main.locator("strong", { hasText: t.bold })).toHaveText(t.bold);
    await expect(main.getByRole("link", { name: t.more, exact: true })).toHaveAttribute("href", t.href);
    await expect(main.getByRole("img", { name: t.alt })).toBeVisible();
    await expect(main.getByRole("link", { name: t.button })).toHaveAttribute("href", t.href);
  };
  await expectPage(`/park-${stamp}`, {
    heading: "Atmen im Park",
    bold: "draußen",
    more: "Mehr",
    href: "/kontakt",
    alt: "Waldweg im Morgenlicht",
    button: "Jetzt anmelden",
  });
  await expectPage(`/en/park-${stamp}`, {
    heading: "Breathing in the park",
    bold: "outdoors",
    more: "More",
    href: "/en/contact",
    alt: "Forest path in the morning light",
    button: "Sign up now",
  });
  await visitor.close();
});
