import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { pageWithTwoHeadings } from "./own-page.ts";
import { pageUrl, readPage } from "./page-api.ts";

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

test("a page whose English address another page has is refused from the builder with the page admin's message, and stays a draft", async ({
  page,
  baseURL,
}) => {
  const { path, id } = await pageWithTwoHeadings(page, baseURL!);
  // Its English address becomes the privacy page's, through the API (the page admin's rename would refuse it).
  const item = await readPage(page, id);
  const seo = item.data.seo as Record<string, Record<string, string>>;
  const res = await page.request.put(pageUrl(id), {
    data: { ...item.data, seo: { ...seo, en: { ...seo.en, slug: "privacy" } } },
    headers: { origin: baseURL!, "if-match": String(item.version), "x-unpublished": "1", "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto(`/manage/pages/${encodeURIComponent(id)}?lang=de`);
  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  const notice = page.getByText(/^Adresse \(Englisch\): Die Adresse \/en\/privacy hat schon die Seite „[^“]+“\. Bitte wähle eine andere\.$/);
  await expect(notice).toBeVisible();
  const message = (await notice.textContent())!.trim();

  await page.goto(`${path}?edit=1`);
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(bar).toContainText(message);
  expect(((await readPage(page, id)) as unknown as { status: string }).status).toBe("Draft");
});
