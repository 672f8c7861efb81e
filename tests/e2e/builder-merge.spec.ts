import { expect, test, type Browser, type Page } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin.ts";
import { pageId, pageUrl, readPage, type Block } from "./page-api.ts";

// Two editors, A and B, on one page of this spec's own (a new one each run, so the specs running
// beside it never see it change): each changes another heading, B saves second and meets A's save.

/** A browser context logged in as the admin, on a new tab. */
async function editor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const login = await page.request.post("/api/_auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  return page;
}

/** Creates a draft page through the page admin and gives it two headings; its address and the headings' ids. */
async function pageWithTwoHeadings(page: Page, baseURL: string): Promise<{ path: string; id: string; first: string; second: string }> {
  const stamp = Date.now().toString(36);
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(`Zusammenführen ${stamp}`);
  await page.getByLabel("Titel (Englisch)").fill(`Merging ${stamp}`);
  await page.getByRole("button", { name: "Seite anlegen" }).click();
  await expect(page.getByText(`Die Seite „Zusammenführen ${stamp}“ ist als Entwurf angelegt.`)).toBeVisible();
  const path = `/zusammenfuehren-${stamp}`;
  await page.goto(path);
  const id = await pageId(page);

  const item = await readPage(page, id);
  const heading = (key: string, level: string): Block => ({
    id: `${key}-${stamp}`,
    schemaName: "block-heading",
    schemaId: "",
    active: true,
    fields: { text: { de: `Überschrift ${key}`, en: `Heading ${key}` }, level: { iv: level } },
  });
  const blocks = [heading("eins", "h1"), heading("zwei", "h2")];
  // The heading type's schema id, as the seed's privacy page carries it.
  await page.goto("/datenschutz");
  const privacy = await readPage(page, await pageId(page));
  const schemaId = privacy.data.blocks.iv[0]!.children!.find((block) => block.schemaName === "block-heading")!.schemaId!;
  for (const block of blocks) block.schemaId = schemaId;
  const res = await page.request.put(pageUrl(id), {
    data: { ...item.data, blocks: { iv: blocks } },
    headers: { origin: baseURL, "if-match": String(item.version), "x-unpublished": "1", "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { path, id, first: blocks[0]!.id, second: blocks[1]!.id };
}

/** Opens the builder on `path` and types `words` over the heading `blockId` in place. */
async function retitle(page: Page, blockId: string, words: string) {
  const box = page.locator(`[data-canvas] [data-block-id="${blockId}"]`).getByRole("textbox", { name: "Überschrift bearbeiten" });
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
  await expect(a.getByRole("toolbar", { name: "Seite bearbeiten" })).toContainText("Alle Änderungen gespeichert");

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
  await expect(toolbar).toContainText("Alle Änderungen gespeichert");
  expect((await readPage(b, id)).data.blocks.iv.map((block) => (block.fields["text"] as { de: string }).de)).toEqual(["Von A", "Von B"]);

  // When both changed the same heading, the dialog names it.
  await a.goto(`${path}?edit=1`);
  await retitle(a, second, "A wieder");
  await a.getByRole("toolbar", { name: "Seite bearbeiten" }).getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(a.getByRole("toolbar", { name: "Seite bearbeiten" })).toContainText("Alle Änderungen gespeichert");
  await retitle(b, second, "B wieder");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  const merge = dialog.getByRole("region", { name: "Zusammenführen" });
  await expect(merge).toContainText("Von beiden geändert");
  await expect(merge).toContainText("Überschrift „B wieder“");
  await expect(merge).toContainText("bleibt deine Fassung");
  await a.context().close();
  await b.context().close();
});
