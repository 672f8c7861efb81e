import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// A button's link is picked from the site's pages in German; the English page links the same page's
// English path. A typed link a visitor could not follow is refused with what to type instead.

test("a page picked for a button in German is linked at its English path on the English page; a bad address is refused clearly", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(`Verweise ${stamp}`);
  await page.getByLabel("Titel (Englisch)").fill(`Links ${stamp}`);
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
  await panel.getByRole("textbox", { name: "Beschriftung, Deutsch" }).fill("Mehr über uns");
  await panel.getByRole("textbox", { name: "Beschriftung, Englisch" }).fill("More about us");

  // A typed address a visitor cannot follow: refused with what to type.
  const german = panel.locator('[data-link-field="href.de"]');
  await german.getByRole("textbox").fill("javascript:alert(1)");
  await german.getByRole("textbox").blur();
  await expect(german).toContainText("Kein gültiger Link. Erlaubt: ein Pfad wie /kontakt, https://…, mailto:name@example.org oder tel:+49…");

  // Picked from the site's pages, searched by its English title.
  await german.getByRole("button", { name: "Seite auswählen …" }).click();
  const picker = page.getByRole("dialog", { name: "Link (Deutsch): Seite auswählen" });
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
