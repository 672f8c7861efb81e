import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// A button's link is picked from the site's pages in German; the English page links the same page's
// English path. A typed link a visitor could not follow is refused with what to type instead. A
// practitioner's or weekly challenge's detail page is picked the same way, at the path the site
// renders; a bare domain is completed to https:// as the editor leaves the field.

/**
 * Creates a page titled `title` (German, English), opens the builder on it in German and adds a
 * button labelled `label` in German; answers the bar, the fields panel and the canvas.
 */
async function pageWithButton(page: Page, title: string | { de: string; en: string }, label: string) {
  const titles = typeof title === "string" ? { de: title, en: title } : title;
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(titles.de);
  await page.getByLabel("Titel (Englisch)").fill(titles.en);
  await page.getByRole("button", { name: "Seite anlegen" }).click();
  await page.getByRole("link", { name: "Auf Deutsch bearbeiten" }).click();
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await expect(bar).toBeVisible();
  const panel = page.locator("[data-fields-panel]");
  const dialog = page.getByRole("dialog", { name: "Block hinzufügen" });
  await page.getByRole("button", { name: "Block hinzufügen", exact: true }).click();
  await dialog.getByRole("option", { name: "Button / Link", exact: true }).click();
  await dialog.getByRole("button", { name: "Einfügen" }).click();
  await expect(dialog).toHaveCount(0);
  await panel.getByRole("textbox", { name: "Beschriftung, Deutsch" }).fill(label);
  return { bar, panel, canvas: page.locator("[data-canvas]") };
}

test("a page picked for a button in German is linked at its English path on the English page; a bad address is refused clearly", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const { bar, panel } = await pageWithButton(page, { de: `Verweise ${stamp}`, en: `Links ${stamp}` }, "Mehr über uns");
  await panel.getByRole("textbox", { name: "Beschriftung, Englisch" }).fill("More about us");

  // A typed address a visitor cannot follow: refused with what to type.
  const german = panel.locator('[data-link-field="href.de"]');
  await german.getByRole("textbox").fill("javascript:alert(1)");
  await german.getByRole("textbox").blur();
  await expect(german).toContainText(
    "Kein gültiger Link. Erlaubt: ein Pfad wie /kontakt, https://… (aus example.org wird https://example.org), mailto:name@example.org oder tel:+49…",
  );

  // Picked from the site's pages, searched by its English title.
  await german.getByRole("button", { name: "Linkziel auswählen …" }).click();
  const picker = page.getByRole("dialog", { name: "Link (Deutsch): Linkziel auswählen" });
  await picker.getByRole("searchbox", { name: "Seiten suchen (Deutsch oder Englisch)" }).fill("About");
  await picker.getByRole("option", { name: /^Über uns \/ .* – \/ueber-uns$/ }).click();
  await expect(picker).toHaveCount(0);
  await expect(german.getByRole("textbox")).toHaveValue("/ueber-uns");
  await expect(german).not.toContainText("Kein gültiger Link");

  await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(bar).toContainText(/Veröffentlicht – live in \d+ s/, { timeout: 60_000 });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/verweise-${stamp}`);
  await expect(visitor.locator("main").getByRole("link", { name: "Mehr über uns" })).toHaveAttribute("href", "/ueber-uns");
  await visitor.goto(`/en/links-${stamp}`);
  await expect(visitor.locator("main").getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/en/about");
  await visitor.context().close();
});

test("a practitioner picked for a button is linked at the path of their profile; hidden ones are not offered; weekly challenges are offered too", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { panel, canvas } = await pageWithButton(page, `Profil ${Date.now().toString(36)}`, "Zu Lea");
  const german = panel.locator('[data-link-field="href.de"]');
  await german.getByRole("button", { name: "Linkziel auswählen …" }).click();
  const picker = page.getByRole("dialog", { name: "Link (Deutsch): Linkziel auswählen" });
  const sources = picker.getByRole("radiogroup", { name: "Linkziel" });
  await expect(sources.getByRole("radio", { name: "Seiten" })).toBeChecked();

  // Weekly challenges: named in both languages, at the German path for the German field.
  await sources.locator("label").filter({ hasText: "Wochen-Challenges" }).click();
  await expect(sources.getByRole("radio", { name: "Wochen-Challenges" })).toBeChecked();
  await picker.getByRole("searchbox", { name: "Wochen-Challenges suchen (Deutsch oder Englisch)" }).fill("Stairs");
  await expect(picker.getByRole("option", { name: "Treppe statt Aufzug / Stairs instead of the lift – /weekly-challenge/treppe-statt-aufzug" })).toBeVisible();

  // A practitioner the directory does not display is not offered.
  // By keyboard: the arrow keys move the choice.
  await sources.getByRole("radio", { name: "Wochen-Challenges" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(sources.getByRole("radio", { name: "Praktizierende" })).toBeChecked();
  const search = picker.getByRole("searchbox", { name: "Praktizierende suchen (Name, Ort …)" });
  await search.fill("Gudrun");
  await expect(picker.getByRole("status")).toHaveText("0 Praktizierende gefunden");
  await expect(picker).toContainText("Keine passenden Praktizierenden.");
  await search.fill("Schäfer");
  await picker.getByRole("option", { name: "Lea Schäfer – /practitioners/lea-schaefer" }).click();
  await expect(picker).toHaveCount(0);
  await expect(german.getByRole("textbox")).toHaveValue("/practitioners/lea-schaefer");
  await expect(canvas.getByRole("link", { name: "Zu Lea" })).toHaveAttribute("href", "/practitioners/lea-schaefer");

  // The path is the one the site serves the profile at.
  const response = await page.request.get("/practitioners/lea-schaefer");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Lea Schäfer");
});

test("a bare domain typed as a button's link becomes an https address before it is saved", async ({ page }) => {
  test.setTimeout(150_000);
  const { panel, canvas } = await pageWithButton(page, `Domain ${Date.now().toString(36)}`, "Beispiel");
  const address = panel.locator('[data-link-field="href.de"]').getByRole("textbox");
  await address.fill("www.example.org/x");
  await address.blur();
  await expect(address).toHaveValue("https://www.example.org/x");
  await expect(panel.locator('[data-link-field="href.de"]')).not.toContainText("Kein gültiger Link");
  await expect(canvas.getByRole("link", { name: "Beispiel" })).toHaveAttribute("href", "https://www.example.org/x");

  // A path, a mail address and an anchor stay as typed; a script address stays refused.
  for (const typed of ["/kontakt", "mailto:info@example.org", "#anmeldung"]) {
    await address.fill(typed);
    await address.blur();
    await expect(address).toHaveValue(typed);
  }
  await address.fill("javascript:alert(1)");
  await address.blur();
  await expect(panel.locator('[data-link-field="href.de"]')).toContainText("Kein gültiger Link");
});
