import { expect, type Page } from "@playwright/test";
import { pageId, pageUrl, readPage, type Block } from "./page-api.ts";

/**
 * Creates a draft page of the calling test's own through the page admin (a new one each run, so
 * specs running beside it never see it change) and gives it two headings (level 1 "Überschrift
 * eins", level 2 "Überschrift zwei", both languages); its addresses, its id and the headings' ids.
 */
export async function pageWithTwoHeadings(page: Page, baseURL: string): Promise<{ path: string; enPath: string; id: string; first: string; second: string }> {
  const stamp = Date.now().toString(36);
  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(`Zwei Überschriften ${stamp}`);
  await page.getByLabel("Titel (Englisch)").fill(`Two headings ${stamp}`);
  await page.getByRole("button", { name: "Seite anlegen" }).click();
  await expect(page.getByText(`Die Seite „Zwei Überschriften ${stamp}“ ist als Entwurf angelegt.`)).toBeVisible();
  const path = `/zwei-ueberschriften-${stamp}`;
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
  return { path, enPath: `/en/two-headings-${stamp}`, id, first: blocks[0]!.id, second: blocks[1]!.id };
}
