import { expect, test, type Page } from "@playwright/test";
import { deflateSync } from "node:zlib";
import { expectSentToLogin, logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

/**
 * Waits until the upload zone runs (its island hydrated). Before that "Dateien auswählen" is the
 * plain form's file field, whose choice only its submit button sends, and hydration replaces it.
 */
const uploadReady = (page: Page) => expect(page.locator("astro-island[ssr]")).toHaveCount(0);

logInBeforeEach();

/** A real PNG of `width`×`height` px in one colour with noise (so it does not compress away and uploads take a moment). */
function png(width: number, height: number, seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = seed;
  for (let i = 0; i < rows.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    rows[i] = i % (width * 3 + 1) === 0 ? 0 : state >>> 24;
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// Each test names its language (the admin remembers the last one chosen); files differ in their bytes,
// since the content service answers an identical upload with the existing asset.
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("anonymous visitors are sent to the login", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await expectSentToLogin(page, "/manage/squidex-assets?lang=de");
  await context.close();
});

for (const lang of ["de", "en"] as const) {
  const de = lang === "de";
  test(`upload in ${lang}: two files with progress into a new folder, a refused file with its message; axe-clean`, async ({ page }) => {
    const folder = `Ordner ${unique()}`;
    await page.goto(`/manage/squidex-assets?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de ? "Dateien" : "Files");
    expect(await violations(page)).toEqual([]);

    await page.getByLabel(de ? "Name des Ordners" : "Folder name").fill(folder);
    await page.getByRole("button", { name: de ? "Ordner anlegen" : "Create folder" }).click();
    await expect(page.getByRole("status")).toHaveText(de ? "Ordner angelegt." : "Folder created.");
    await page
      .getByRole("list", { name: de ? "Ordner" : "Folders" })
      .getByRole("link", { name: folder })
      .click();
    await expect(page.getByRole("navigation", { name: de ? "Ordnerpfad" : "Folder path" }).getByRole("link", { name: folder })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Slow the upload down so each file's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
    await uploadReady(page);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: de ? "Dateien auswählen" : "choose files" }).click();
    await (
      await chooser
    ).setFiles([
      { name: `eins-${lang}.png`, mimeType: "image/png", buffer: png(300, 300, de ? 1 : 11) },
      { name: `zwei-${lang}.png`, mimeType: "image/png", buffer: png(300, 300, de ? 2 : 12) },
    ]);
    const uploads = page.getByRole("list", { name: de ? "Hochladen" : "Uploads" });
    await expect(uploads.getByRole("progressbar", { name: de ? `eins-${lang}.png wird hochgeladen` : `Uploading eins-${lang}.png` })).toBeVisible();
    await expect(uploads.getByRole("progressbar", { name: de ? `zwei-${lang}.png wird hochgeladen` : `Uploading zwei-${lang}.png` })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(de ? "2 Dateien hochgeladen." : "2 files uploaded.", { timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByRole("link", { name: `eins-${lang}.png` })).toBeVisible();
    await expect(page.getByRole("link", { name: `zwei-${lang}.png` })).toBeVisible();

    const refused = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: de ? "Dateien auswählen" : "choose files" }).click();
    await (await refused).setFiles([{ name: "seite.html", mimeType: "text/html", buffer: Buffer.from("<p>x</p>") }]);
    await expect(page.getByRole("list", { name: de ? "Hochladen" : "Uploads" })).toContainText(
      de ? "seite.html: Dateien dieser Art sind nicht erlaubt." : "seite.html: files of this type are not allowed.",
    );
    expect(await violations(page)).toEqual([]);
  });
}

test("an asset's page: focus point, rename, move, replace (new URL) and delete when unused", async ({ page }) => {
  const name = `foto-${unique()}.png`;
  await page.goto("/manage/squidex-assets?lang=de");
  await uploadReady(page);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Dateien auswählen" }).click();
  await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: png(200, 100, 7) }]);
  await expect(page.getByRole("status")).toHaveText("1 Datei hochgeladen.");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(await violations(page)).toEqual([]);

  // Focus point: a click near the top left corner, saved and shown again after the reload.
  const picker = page.getByRole("slider", { name: "Fokuspunkt im Bild wählen" });
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.25, y: box.height * 0.25 } });
  await expect(page.getByLabel("Waagerecht (−1 links bis 1 rechts)")).toHaveValue(/^-0\.[45]\d?$/);
  await picker.press("ArrowRight");
  await page.getByRole("button", { name: "Fokuspunkt speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Fokuspunkt gespeichert.");
  const x = Number(await page.getByLabel("Waagerecht (−1 links bis 1 rechts)").inputValue());
  expect(x).toBeGreaterThan(-0.5);
  expect(x).toBeLessThan(-0.3);
  await expect(picker).toHaveAttribute("aria-valuetext", /Fokuspunkt 2[78] % von links, 2[456] % von oben/);

  // Rename.
  const renamed = `umbenannt-${name}`;
  await page.getByLabel("Dateiname").fill(renamed);
  await page.getByRole("button", { name: "Namen speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Name gespeichert.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);

  // Replace: same page (same id), a new file version and URL.
  const before = await page.locator("[data-asset-url]").textContent();
  await page.getByLabel("Neue Datei").setInputFiles({ name: "neu.png", mimeType: "image/png", buffer: png(120, 80, 9) });
  await page.getByRole("button", { name: "Ersetzen" }).click();
  await expect(page.getByRole("status")).toHaveText("Datei ersetzt: neue Fassung gespeichert.");
  const after = await page.locator("[data-asset-url]").textContent();
  expect(after).not.toBe(before);
  expect(after).toMatch(/\?version=1$/);
  await expect(page.getByText("120 × 80")).toBeVisible();

  // A refused replacement changes nothing.
  await page.getByLabel("Neue Datei").setInputFiles({ name: "boese.html", mimeType: "text/html", buffer: Buffer.from("<script></script>") });
  await page.getByRole("button", { name: "Ersetzen" }).click();
  await expect(page.getByRole("alert")).toContainText("boese.html: Dateien dieser Art sind nicht erlaubt.");
  await page.goto(page.url().split("?")[0]!);
  expect(await page.locator("[data-asset-url]").textContent()).toBe(after);

  // Unused: deleted, back in the list without it.
  await page.getByRole("button", { name: "Datei löschen" }).click();
  await expect(page.getByRole("status")).toHaveText("Datei gelöscht.");
  await expect(page.getByRole("link", { name: renamed })).toHaveCount(0);
});

test("moving an asset into a folder", async ({ page }) => {
  const folder = `Ziel ${unique()}`;
  const name = `verschieben-${unique()}.png`;
  await page.goto("/manage/squidex-assets?lang=de");
  await page.getByLabel("Name des Ordners").fill(folder);
  await page.getByRole("button", { name: "Ordner anlegen" }).click();
  await uploadReady(page);
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Dateien auswählen" }).click();
  await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: png(50, 50, 3) }]);
  await expect(page.getByRole("status")).toHaveText("1 Datei hochgeladen.");
  await page.getByRole("link", { name }).click();
  await page.getByLabel("In den Ordner").selectOption({ label: folder });
  await page.getByRole("button", { name: "Verschieben" }).click();
  await expect(page.getByRole("status")).toHaveText("Datei verschoben.");
  await page.getByRole("link", { name: "Zurück zu den Dateien" }).click();
  await expect(page.getByRole("navigation", { name: "Ordnerpfad" }).getByRole("link", { name: folder })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name })).toBeVisible();
});

test("deleting a folder: refused while it holds a file, with what it holds; deleted once empty; axe-clean", async ({ page, context }) => {
  const folder = `Leer ${unique()}`;
  const name = `im-ordner-${unique()}.png`;
  await page.goto("/manage/squidex-assets?lang=de");
  await page.getByLabel("Name des Ordners").fill(folder);
  await page.getByRole("button", { name: "Ordner anlegen" }).click();
  await page.getByRole("list", { name: "Ordner" }).getByRole("link", { name: folder }).click();
  const folderUrl = page.url();

  // The confirmation step, shown while the folder is empty.
  await page.getByRole("link", { name: "Ordner löschen" }).click();
  const confirm = page.getByRole("region", { name: `Ordner „${folder}“ löschen?` });
  await expect(confirm).toContainText("Der Ordner ist leer.");
  expect(await violations(page)).toEqual([]);

  // Meanwhile a file arrives in another tab: the confirmed delete is refused, and nothing is deleted.
  const other = await context.newPage();
  await other.goto(folderUrl);
  await uploadReady(other);
  const chooser = other.waitForEvent("filechooser");
  await other.getByRole("button", { name: "Dateien auswählen" }).click();
  await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: png(40, 40, 5) }]);
  await expect(other.getByRole("status")).toHaveText("1 Datei hochgeladen.");
  await other.close();
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await confirm.getByRole("button", { name: "Ja, Ordner löschen" }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole("alert")).toContainText("Der Ordner enthält noch 1 Datei und wurde nicht gelöscht.");
  await expect(page.getByRole("link", { name })).toBeVisible();

  // Asked again, the step says what the folder holds and offers no delete.
  await page.getByRole("link", { name: "Ordner löschen" }).click();
  await expect(confirm).toContainText("Der Ordner enthält noch 1 Datei. Nur ein leerer Ordner kann gelöscht werden");
  await expect(confirm.getByRole("button")).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  // Emptied, it is deleted: back in the folder above, without it.
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Datei löschen" }).click();
  await expect(page.getByRole("status")).toHaveText("Datei gelöscht.");
  await page.getByRole("link", { name: "Ordner löschen" }).click();
  await confirm.getByRole("button", { name: "Ja, Ordner löschen" }).click();
  await expect(page.getByRole("status")).toHaveText("Ordner gelöscht.");
  await expect(page.getByRole("heading", { level: 2, name: /^Alle Ordner/ })).toBeVisible();
  await expect(page.getByRole("link", { name: folder })).toHaveCount(0);
});

test("deleting an empty sub-folder in en goes back to the folder above", async ({ page }) => {
  const parent = `Parent ${unique()}`;
  const child = `Child ${unique()}`;
  await page.goto("/manage/squidex-assets?lang=en");
  for (const name of [parent, child]) {
    await page.getByLabel("Folder name").fill(name);
    await page.getByRole("button", { name: "Create folder" }).click();
    await page.getByRole("list", { name: "Folders" }).getByRole("link", { name }).click();
  }
  await page.getByRole("link", { name: "Delete folder" }).click();
  const confirm = page.getByRole("region", { name: `Delete the folder “${child}”?` });
  await expect(confirm).toContainText("The folder is empty.");
  // Cancelling changes nothing.
  await confirm.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: child })).toHaveAttribute("aria-current", "page");

  await page.getByRole("link", { name: "Delete folder" }).click();
  await confirm.getByRole("button", { name: "Yes, delete the folder" }).click();
  await expect(page.getByRole("status")).toHaveText("Folder deleted.");
  await expect(page.getByRole("navigation", { name: "Folder path" }).getByRole("link", { name: parent })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: child })).toHaveCount(0);

  // The parent, now empty, goes too.
  await page.getByRole("link", { name: "Delete folder" }).click();
  await page.getByRole("button", { name: "Yes, delete the folder" }).click();
  await expect(page.getByRole("status")).toHaveText("Folder deleted.");
  await expect(page.getByRole("link", { name: parent })).toHaveCount(0);
});

test("deleting an image a page shows is refused, with the pages listed", async ({ page }) => {
  await page.goto("/manage/squidex-assets?lang=de&q=atemraum-morgen");
  await page.getByRole("link", { name: "atemraum-morgen.png" }).click();
  await page.getByRole("button", { name: "Datei löschen" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Die Datei wird noch verwendet und wurde nicht gelöscht.");
  await expect(alert.getByRole("listitem").first()).toBeVisible();
  await page.goto(page.url());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("atemraum-morgen.png");
});

test("a focus point set in the admin moves the crop of the published page's image", async ({ page }) => {
  await page.goto("/manage/squidex-assets?lang=de&q=atemraum-morgen");
  await page.getByRole("link", { name: "atemraum-morgen.png" }).click();
  await page.getByLabel("Waagerecht (−1 links bis 1 rechts)").fill("0.5");
  await page.getByLabel("Senkrecht (−1 oben bis 1 unten)").fill("-1");
  await page.getByRole("button", { name: "Fokuspunkt speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Fokuspunkt gespeichert.");

  // The home page shows the image cropped to 4:3; the change renders it again in the background.
  const hero = page.locator('main img[src*="atemraum-morgen"]').first();
  await expect(async () => {
    await page.goto("/");
    await expect(hero).toHaveCSS("object-position", "75% 0%", { timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  await expect(hero).toHaveCSS("object-fit", "cover");
});

for (const lang of ["de", "en"] as const) {
  test(`an image's alternative text per language in ${lang}: saved and shown again`, async ({ page }) => {
    const de = lang === "de";
    const name = `alt-${lang}-${unique()}.png`;
    await page.goto(`/manage/squidex-assets?lang=${lang}`);
    await uploadReady(page);
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: de ? "Dateien auswählen" : "choose files" }).click();
    await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: png(40, 30, lang === "de" ? 21 : 22) }]);
    await page.getByRole("link", { name }).click();

    const german = page.getByLabel(de ? "Alternativtext auf Deutsch" : "Alternative text in German");
    const english = page.getByLabel(de ? "Alternativtext auf Englisch" : "Alternative text in English");
    await german.fill("Ein  ruhiger See\nim Morgenlicht");
    await english.fill("A calm lake");
    await page.getByRole("button", { name: de ? "Alternativtext speichern" : "Save alternative text" }).click();
    await expect(page.getByRole("status")).toHaveText(de ? "Alternativtext gespeichert." : "Alternative text saved.");
    await expect(german).toHaveValue("Ein ruhiger See im Morgenlicht");
    await expect(english).toHaveValue("A calm lake");

    // Emptied: removed again.
    await english.fill("");
    await page.getByRole("button", { name: de ? "Alternativtext speichern" : "Save alternative text" }).click();
    await expect(page.getByRole("status")).toHaveText(de ? "Alternativtext gespeichert." : "Alternative text saved.");
    await page.reload();
    await expect(english).toHaveValue("");
    await expect(german).toHaveValue("Ein ruhiger See im Morgenlicht");
    expect(await violations(page)).toEqual([]);
  });
}
