import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";
import { latestId } from "./publish-theme.ts";

// Each test deletes the fonts it uploads and sets the theme back to the fonts it had, since the e2e
// server's content is shared with the other specs.

const LORA = readFileSync(new URL("../../public/fonts/lora-latin-400-normal.woff2", import.meta.url));

test.describe("editor", () => {
  // One after the other: both upload the same file, which the content service answers with the
  // one asset it already has, and both choose the body text's font.
  test.describe.configure({ mode: "default" });
  logInBeforeEach();

  test("a woff2 uploaded in en is offered, previewed before saving, and published in every page's CSS", async ({ page, request }) => {
    test.setTimeout(180_000);
    const family = `Upload Lora ${Date.now().toString(36)}`;
    await page.goto("/manage/tailwind?lang=en");
    const body = page.getByLabel("Body text");
    const before = await body.inputValue();

    await page.getByLabel("Font file (woff2)").setInputFiles({ name: "lora.woff2", mimeType: "font/woff2", buffer: LORA });
    await page.getByLabel("Font family").fill(family);
    await page.getByLabel("Weight").selectOption("400");
    await page.getByLabel("Intended for").selectOption({ label: "Body text" });
    await page.getByRole("button", { name: "Upload font" }).click();
    await expect(page.getByText("The font was added.")).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // On offer for every mission; chosen for body text, the preview uses it before anything is saved.
    await expect(page.getByLabel("Headings").getByRole("option", { name: `${family} 400` })).toHaveCount(1);
    await body.selectOption({ label: `${family} 400` });
    const sample = page.locator("#theme-preview").getByText(/^Body text: breathe in/);
    await expect(sample).toHaveCSS("font-family", new RegExp(`^"${family}"`));
    const loaded = await page.evaluate(async (name) => (await document.fonts.load(`16px "${name}"`)).length, family);
    expect(loaded, "the preview's @font-face loads the uploaded file").toBeGreaterThan(0);

    const liveBefore = await latestId(request);
    await page.getByRole("button", { name: "Publish theme" }).click();
    await expect(page.getByText("The theme was published.")).toBeVisible();
    await expect.poll(() => latestId(request), { timeout: 90_000 }).not.toBe(liveBefore);
    const home = await (await request.get("/")).text();
    const face = new RegExp(`@font-face\\{font-family:"${family}";src:url\\((/cms/api/assets/[^)]+\\.woff2[^)]*)\\) format\\("woff2"\\)`);
    expect(home).toMatch(face);
    expect(home).toContain(`--theme-font-flowingtext:"${family}"`);
    const file = await request.get(face.exec(home)![1]!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString("latin1")).toBe("wOF2");

    // Back to the font it had; then, unused, the font is deleted with its file.
    await page.goto("/manage/tailwind?lang=en");
    await page.getByLabel("Body text").selectOption(before);
    await page.getByRole("button", { name: "Publish theme" }).click();
    await expect(page.getByText("The theme was published.")).toBeVisible();
    await page.getByRole("link", { name: `Delete the font ${family} 400` }).click();
    const confirm = page.getByRole("region", { name: `Delete the font “${family} 400”?` });
    await expect(confirm).toContainText("No area uses it.");
    await confirm.getByRole("button", { name: "Yes, delete the font" }).click();
    await expect(page.getByText("The font was deleted.")).toBeVisible();
    await expect(page.locator("#field-font-main option", { hasText: family })).toHaveCount(0);
    expect((await request.get(face.exec(home)![1]!.replace(/\?.*$/, ""))).status()).toBe(404);
  });

  test("in de: an uploaded font chosen for a mission is not deleted, naming the mission; unused it is; shipped fonts stay", async ({ page, context }) => {
    test.setTimeout(120_000);
    const family = `Loeschbar ${Date.now().toString(36)}`;
    const label = `${family} 400`;
    await page.goto("/manage/tailwind?lang=de");
    const before = await page.getByLabel("Fließtext").inputValue();
    await page.getByLabel("Schriftdatei (woff2)").setInputFiles({ name: "lora.woff2", mimeType: "font/woff2", buffer: LORA });
    await page.getByLabel("Schriftfamilie").fill(family);
    await page.getByRole("button", { name: "Schrift hochladen" }).click();
    await expect(page.getByText("Die Schrift wurde hinzugefügt.")).toBeVisible();

    // Listed with the missions using each font; the shipped ones offer no delete.
    const offer = page.getByRole("region", { name: "Schriften zur Auswahl" });
    await expect(offer.getByRole("listitem").filter({ hasText: label })).toContainText("Von keinem Bereich verwendet");
    await expect(offer.getByRole("listitem").filter({ hasText: "Lora 700" })).toContainText("Mit der Website geliefert");
    await expect(offer.getByRole("link", { name: "Schrift Lora 700 löschen" })).toHaveCount(0);

    // The confirmation step is open while another tab chooses the font for body text.
    await offer.getByRole("link", { name: `Schrift ${label} löschen` }).click();
    const confirm = page.getByRole("region", { name: `Schrift „${label}“ löschen?` });
    await expect(confirm).toContainText("Kein Bereich verwendet sie.");
    expect(await violations(page)).toEqual([]);
    const other = await context.newPage();
    await other.goto("/manage/tailwind?lang=de");
    await other.getByLabel("Fließtext").selectOption({ label });
    await other.getByRole("button", { name: "Theme veröffentlichen" }).click();
    await expect(other.getByText("Das Theme wurde veröffentlicht.")).toBeVisible();

    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await confirm.getByRole("button", { name: "Ja, Schrift löschen" }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole("alert").filter({ hasText: "Die Schrift ist noch gewählt für: Fließtext. Nichts wurde gelöscht" })).toBeVisible();
    await expect(page.getByLabel("Fließtext").getByRole("option", { name: label })).toHaveCount(1);
    // Asked again, the step names the mission and offers no delete.
    await offer.getByRole("link", { name: `Schrift ${label} löschen` }).click();
    await expect(confirm).toContainText("Die Schrift ist noch gewählt für: Fließtext.");
    await expect(confirm.getByRole("button")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    // Body text back to its font: now the font is deleted.
    await other.getByLabel("Fließtext").selectOption(before);
    await other.getByRole("button", { name: "Theme veröffentlichen" }).click();
    await expect(other.getByText("Das Theme wurde veröffentlicht.")).toBeVisible();
    await other.close();
    await page.reload();
    await confirm.getByRole("button", { name: "Ja, Schrift löschen" }).click();
    await expect(page.getByText("Die Schrift wurde gelöscht.")).toBeVisible();
    await expect(offer.getByRole("listitem").filter({ hasText: label })).toHaveCount(0);
    await expect(page.getByLabel("Fließtext").getByRole("option", { name: label })).toHaveCount(0);
    await expect(page.getByLabel("Fließtext")).toHaveValue(before);
  });

  for (const c of [
    {
      lang: "de",
      file: "Schriftdatei (woff2)",
      family: "Schriftfamilie",
      submit: "Schrift hochladen",
      refused: /Das ist keine woff2-Schrift \(egal, wie die Datei heißt\)/,
      notAdded: "Die Schrift wurde nicht hinzugefügt; nichts wurde gespeichert.",
    },
    {
      lang: "en",
      file: "Font file (woff2)",
      family: "Font family",
      submit: "Upload font",
      refused: /This is not a woff2 font \(whatever the file is called\)/,
      notAdded: "The font was not added; nothing was stored.",
    },
  ] as const) {
    test(`in ${c.lang}: a renamed .ttf or .txt is refused by its content, and nothing is stored`, async ({ page }) => {
      await page.goto(`/manage/tailwind?lang=${c.lang}`);
      const family = `Fake Font ${c.lang} ${Date.now().toString(36)}`;
      const ttf = Buffer.concat([Buffer.from([0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64]), Buffer.alloc(400)]);
      for (const file of [
        { name: "brand.woff2", mimeType: "font/woff2", buffer: ttf },
        { name: "notes.woff2", mimeType: "font/woff2", buffer: Buffer.from("These are notes, not a font.\n".repeat(20)) },
      ]) {
        await page.getByLabel(c.file).setInputFiles(file);
        await page.getByLabel(c.family).fill(family);
        await page.getByRole("button", { name: c.submit }).click();
        await expect(page.getByText(c.notAdded)).toBeVisible();
        await expect(page.getByText(c.refused)).toBeVisible();
        await expect(page.getByLabel(c.file)).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByLabel(c.family)).toHaveValue(family);
        await expect(page.locator("#field-font-main option", { hasText: family })).toHaveCount(0);
      }
      expect(await violations(page)).toEqual([]);
    });
  }
});
