import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn } from "./admin.ts";
import { pageWithTwoHeadings } from "./own-page.ts";
import { readPage } from "./page-api.ts";

// Two editors, A and B, on one page of this spec's own (a new one each run, so the specs running
// beside it never see it change): each changes another heading, B saves second and meets A's save.

/** A browser context logged in as the admin, on a new tab. */
async function editor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page.request, baseURL);
  return page;
}

/** Selects the heading `blockId` by its handle and types `words` over its text in place. */
async function retitle(page: Page, blockId: string, words: string) {
  await page.locator(`[data-block-handle="${blockId}"]`).click();
  const box = page.locator(`[data-canvas] [data-block-id="${blockId}"]`).getByRole("textbox", { name: "Überschrift bearbeiten", exact: true });
  await box.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(words);
  await expect(box).toHaveText(words);
}

test("B's save after A's: loading A's version, then Ctrl+Z, does not silently revert A's heading; merging keeps both", async ({ browser, baseURL }) => {
  const a = await editor(browser, baseURL!);
  const b = await editor(browser, baseURL!);
  const { path, id, first, second } = await pageWithTwoHeadings(a, baseURL!);
  for (const page of [a, b]) {
    await page.goto(`${path}?edit=1`);
    await expect(page.getByRole("toolbar", { name: "Seite bearbeiten" })).toBeVisible();
  }

  await retitle(a, first, "Von A");
  await a.getByRole("toolbar", { name: "Seite bearbeiten" }).getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(a.getByRole("toolbar", { name: "Seite bearbeiten" })).toContainText("Entwurf gespeichert");

  const toolbar = b.getByRole("toolbar", { name: "Seite bearbeiten" });
  await retitle(b, second, "Von B");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  const dialog = b.getByRole("alertdialog", { name: "Die Seite wurde inzwischen geändert" });
  await expect(dialog).toContainText("Nichts wurde überschrieben");
  await expect(dialog.getByRole("region", { name: "Zusammenführen" })).toContainText("verschiedene Blöcke");
  await dialog.getByRole("button", { name: "Neue Fassung laden" }).click();
  await dialog.getByRole("button", { name: "Ja, neue Fassung laden" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(b.locator(`[data-canvas] [data-block-id="${first}"]`)).toContainText("Von A");

  // As the dialog advises, Ctrl+Z brings B's work back: on the version it was made from.
  await b.keyboard.press("ControlOrMeta+Z");
  await expect(b.locator(`[data-canvas] [data-block-id="${second}"]`)).toContainText("Von B");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  // Saving it meets A's version again instead of overwriting it.
  await expect(dialog).toContainText("Nichts wurde überschrieben");
  expect((await readPage(b, id)).data.blocks.iv.map((block) => (block.fields["text"] as { de: string }).de)).toEqual(["Von A", "Überschrift zwei"]);

  // This time B merges: both headings are kept, and the save goes through.
  await dialog.getByRole("button", { name: "Zusammenführen", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(b.locator(`[data-canvas] [data-block-id="${first}"]`)).toContainText("Von A");
  await expect(b.locator(`[data-canvas] [data-block-id="${second}"]`)).toContainText("Von B");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(toolbar).toContainText("Entwurf gespeichert");
  expect((await readPage(b, id)).data.blocks.iv.map((block) => (block.fields["text"] as { de: string }).de)).toEqual(["Von A", "Von B"]);

  // When both changed the same heading, the dialog names it.
  await a.goto(`${path}?edit=1`);
  await retitle(a, second, "A wieder");
  await a.getByRole("toolbar", { name: "Seite bearbeiten" }).getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(a.getByRole("toolbar", { name: "Seite bearbeiten" })).toContainText("Entwurf gespeichert");
  await retitle(b, second, "B wieder");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  const merge = dialog.getByRole("region", { name: "Zusammenführen" });
  await expect(merge).toContainText("Von beiden geändert");
  await expect(merge).toContainText("Überschrift „B wieder“");
  await expect(merge).toContainText("bleibt deine Fassung");
  await a.context().close();
  await b.context().close();
});
