import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";

logInBeforeEach();

// An editor gives a page its search title, description and social image in both languages in the
// page admin, sees them as a search result shows them (cut, with counts), publishes, and the
// published page's head carries them: <title>, the meta description and the Open Graph tags.

test("search title, description and social image per language reach the published page's head", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const seo = {
    de: {
      title: `Atemkurs im Park ${stamp} | Atemraum`,
      description: "Jeden Samstag um neun atmen wir gemeinsam im Park: ruhig, draußen, bei jedem Wetter und ohne Vorkenntnisse.",
    },
    en: {
      title: `Breathing class in the park ${stamp} | Atemraum`,
      description: "Every Saturday at nine we breathe together in the park: calm, outdoors, in any weather, no experience needed.",
    },
  };
  const long = `${"Ein sehr langer Suchtitel, der weit über sechzig Zeichen hinausgeht ".repeat(2).trim()}`;

  await page.goto("/manage/pages?lang=de");
  await page.getByText("Neue Seite anlegen").click();
  await page.getByLabel("Titel (Deutsch)").fill(`Parkatmen ${stamp}`);
  await page.getByLabel("Titel (Englisch)").fill(`Park breathing ${stamp}`);
  await page.getByRole("button", { name: "Seite anlegen" }).click();

  const form = page.locator("#seo");
  // Too long for a result: the preview cuts it after a whole word and the count is marked.
  await form.getByLabel("Suchtitel (Deutsch)").fill(long);
  await form.getByRole("button", { name: "Suche und Teilen speichern" }).click();
  await expect(page.getByText(`Suche und Teilen von „Parkatmen ${stamp}“ sind gespeichert.`)).toBeVisible();
  const preview = form.locator("[data-search-preview=de]");
  await expect(preview.locator("[data-preview-title]")).toHaveText(/^Ein sehr langer Suchtitel, der weit über sechzig Zeichen…$/);
  await expect(preview).toContainText(`Titel: ${[...long].length} / 60 Zeichen`);

  for (const [lang, name] of [
    ["de", "Deutsch"],
    ["en", "Englisch"],
  ] as const) {
    await form.getByLabel(`Suchtitel (${name})`).fill(seo[lang].title);
    await form.getByLabel(`Beschreibung (${name})`).fill(seo[lang].description);
    await form.getByLabel(`Vorschaubild beim Teilen (${name})`).selectOption({ label: "atemraum-wald.png" });
  }
  await form.getByRole("button", { name: "Suche und Teilen speichern" }).click();
  await expect(page.getByText(`Suche und Teilen von „Parkatmen ${stamp}“ sind gespeichert.`)).toBeVisible();
  await expect(form.locator("[data-search-preview=en] [data-preview-title]")).toHaveText(seo.en.title);
  await expect(form.locator("[data-search-preview=en]")).toContainText(`Beschreibung: ${[...seo.en.description].length} / 160 Zeichen`);

  await page.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
  await expect(page.getByText(`„Parkatmen ${stamp}“ ist veröffentlicht.`)).toBeVisible();

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  for (const [lang, path] of [
    ["de", `/parkatmen-${stamp}`],
    ["en", `/en/park-breathing-${stamp}`],
  ] as const) {
    await expect.poll(async () => (await view.goto(path))?.status(), { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toBe(200);
    await expect(view).toHaveTitle(seo[lang].title);
    const meta = (selector: string) => view.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute("content", seo[lang].description);
    await expect(meta('property="og:title"')).toHaveAttribute("content", seo[lang].title);
    await expect(meta('property="og:description"')).toHaveAttribute("content", seo[lang].description);
    await expect(meta('property="og:image"')).toHaveAttribute("content", /^https?:\/\/[^/]+\/cms\/api\/assets\/[^/]+\/[^/]+\/atemraum-wald\.png/);
    const image = await meta('property="og:image"').getAttribute("content");
    expect((await view.request.get(new URL(image!).pathname)).headers()["content-type"]).toMatch(/^image\//);
  }
  await visitor.close();
});
