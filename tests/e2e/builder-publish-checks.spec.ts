import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { pageWithTwoHeadings } from "./own-page.ts";
import { readPage } from "./page-api.ts";

logInBeforeEach();

test("a heading emptied in English is an error: Publish is refused naming the language, and after Undo the bar follows the page again", async ({
  page,
  baseURL,
}) => {
  const { path, id, first } = await pageWithTwoHeadings(page, baseURL!);
  await page.goto(`${path}?edit=1`);
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await expect(bar).toBeVisible();
  await page.locator(`[data-block-handle="${first}"]`).click();
  const english = page.locator("[data-fields-panel]").getByRole("textbox", { name: "Text, Englisch" });
  await english.fill("");
  await english.blur();

  // The checks count it as an error of the English page.
  await expect(bar.getByRole("button", { name: /^Prüfungen – Fehler: 1,/ })).toBeVisible();
  await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(bar).toContainText("Noch nicht veröffentlicht: Behebe zuerst die Fehler in der Liste (1).");
  await expect(page.getByText("Text (Englisch) ist ein Pflichtfeld.").first()).toBeVisible();
  // Nothing went live: the page is still a draft.
  expect(((await readPage(page, id)) as unknown as { status: string }).status).toBe("Draft");

  // Undo brings the English text back: the refusal is no longer the page's state.
  await bar.getByRole("button", { name: "Rückgängig" }).click();
  await expect(english).toHaveValue("Heading eins");
  await expect(bar.getByRole("button", { name: /^Prüfungen – Fehler: 0,/ })).toBeVisible();
  await expect(bar).not.toContainText("Noch nicht veröffentlicht");
});
