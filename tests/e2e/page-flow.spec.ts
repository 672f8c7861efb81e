import { expect, test, type Locator } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// A page built from scratch looks laid out, not broken: blocks added to an empty page sit in the
// site's content width (inset from the window's edge, on the header's left edge) with space
// between them, in the builder and on the published page alike; the checks name what is unfinished.

/** The element's box in the page, `x` where its content starts (inside its padding: where a reader sees it begin). */
const box = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + parseFloat(getComputedStyle(element).paddingLeft), y: rect.top, height: rect.height };
  });

/**
 * Asserts the layout a visitor sees: every block on one left edge (`edge`'s, when given: the
 * header's), inset at least 16 px from the left edge of `area` (the window, or the builder's
 * canvas), and at least 16 px apart from the next.
 */
async function expectLaidOut(blocks: Locator[], area: Locator, edge?: Locator) {
  const from = (await area.boundingBox())!.x;
  const boxes = [];
  for (const block of blocks) boxes.push(await box(block));
  const left = edge ? (await box(edge)).x : boxes[0]!.x;
  for (const b of boxes) {
    expect(b.x - from).toBeGreaterThanOrEqual(16);
    expect(Math.abs(b.x - left), `left edges ${left} and ${boxes.map((each) => each.x).join(", ")}`).toBeLessThanOrEqual(2);
  }
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y - (boxes[i - 1]!.y + boxes[i - 1]!.height)).toBeGreaterThanOrEqual(16);
}

test("a new page built from a heading, an image and a text sits in the content width with space between the blocks, in the builder and published", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now().toString(36);
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(`Rhythmus ${stamp}`);
  await page.getByLabel("Titel (Englisch)").fill(`Rhythm ${stamp}`);
  await page.getByRole("button", { name: "Seite anlegen" }).click();
  await page.getByRole("link", { name: "Auf Deutsch bearbeiten" }).click();
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await expect(bar).toBeVisible();
  const canvas = page.locator("[data-canvas]");
  const panel = page.locator("[data-fields-panel]");
  const dialog = page.getByRole("dialog", { name: "Block hinzufügen" });
  const add = async (name: string) => {
    await page.getByRole("button", { name: "Block hinzufügen", exact: true }).click();
    await dialog.getByRole("option", { name, exact: true }).click();
    await dialog.getByRole("button", { name: "Einfügen" }).click();
    await expect(dialog).toHaveCount(0);
  };

  await add("Überschrift");
  await panel.getByRole("textbox", { name: "Text, Deutsch" }).fill("Atmen im Takt");
  await panel.getByRole("textbox", { name: "Text, Englisch" }).fill("Breathing in time");
  await add("Bild");
  await panel.locator("[data-asset-field]").getByRole("button", { name: "Bild auswählen …" }).click();
  const library = page.getByRole("dialog", { name: "Mediathek: Bild" });
  await library.getByRole("option", { name: "atemraum-wald.png" }).click();
  await library.getByRole("button", { name: "Fertig" }).click();
  await expect(library).toHaveCount(0);
  await add("Fließtext");
  await panel.getByRole("textbox", { name: "Text (Deutsch)" }).click();
  await page.keyboard.type("Vier Takte ein, vier Takte aus.");
  await panel.getByRole("textbox", { name: "Text (Englisch)" }).click();
  await page.keyboard.type("Four beats in, four beats out.");

  // The builder's checks say what still looks unfinished: the picture has no alternative text.
  await bar.getByRole("button", { name: /^Prüfungen/ }).click();
  await expect(page.getByText(/^Kein Alternativtext/).first()).toBeVisible();
  // The page has no description yet: the hint opens the page settings over the builder, where the
  // search texts are typed with a search result preview per language and saved at once.
  await page.getByRole("button", { name: "Suche und Teilen bearbeiten" }).first().click();
  const settings = page.getByRole("dialog", { name: "Seiteneinstellungen" });
  await expect(settings).toBeVisible();
  await settings.getByRole("textbox", { name: "Suchtitel, Deutsch" }).fill(`Im Takt atmen ${stamp}`);
  await settings.getByRole("textbox", { name: "Beschreibung, Deutsch" }).fill("Vier Takte ein, vier Takte aus: eine ruhige Atemübung für jeden Tag.");
  await settings.getByRole("textbox", { name: "Suchtitel, Englisch" }).fill(`Breathe in time ${stamp}`);
  const german = settings.locator('[data-search-preview="de"]');
  await expect(german.locator("[data-preview-title]")).toHaveText(`Im Takt atmen ${stamp}`);
  await expect(german).toContainText(`rhythmus-${stamp}`);
  await expect(settings.locator('[data-search-preview="en"] [data-preview-description]')).toHaveText(
    "Keine Beschreibung: Suchmaschinen wählen selbst einen Textausschnitt.",
  );
  await settings.getByRole("button", { name: "Speichern" }).click();
  await expect(settings).toHaveCount(0);
  await expect(page.getByText("Einstellungen gespeichert. Besucher sehen sie, sobald die Seite veröffentlicht ist.").first()).toBeVisible();
  // The builder's own saves build on the settings' version and keep them.
  await bar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(bar).toContainText("Entwurf gespeichert");

  const frames = canvas.locator(":scope > [data-block-id]");
  await expect(frames).toHaveCount(3);
  // In the canvas each block's frame (handle and tools above the block) is what the page flow lays out.
  await expectLaidOut([frames.nth(0), frames.nth(1), frames.nth(2)], canvas);

  await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(bar).toContainText(/Veröffentlicht – live in \d+ s/, { timeout: 60_000 });

  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const view = await visitor.newPage();
  await view.goto(`/rhythmus-${stamp}`);
  await expect(view).toHaveTitle(new RegExp(`^Im Takt atmen ${stamp}`));
  await expect(view.locator('meta[name="description"]')).toHaveAttribute("content", "Vier Takte ein, vier Takte aus: eine ruhige Atemübung für jeden Tag.");
  const main = view.locator("main .page-flow > *");
  await expect(main).toHaveCount(3);
  const blocks = [view.getByRole("heading", { name: "Atmen im Takt" }), view.locator("main img"), view.locator("main .rich-text")];
  await expectLaidOut(blocks, view.locator("body"), view.locator(`header a[href="/"]`));
  await view.setViewportSize({ width: 390, height: 844 });
  await expectLaidOut(blocks, view.locator("body"), view.locator(`header a[href="/"]`));
  await visitor.close();
});
