import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";
import { pageWithTwoHeadings } from "./own-page.ts";
import { pageId, pageUrl, readPage, resetPage, type Item } from "./page-api.ts";

// Every test here changes the privacy page (`/datenschutz`, `/en/privacy`): one after the other.
test.describe.configure({ mode: "serial" });

logInBeforeEach();

/** The page's section, its heading and its rich text, in a tree as the seed made it. */
const parts = (item: Item) => {
  const section = item.data.blocks.iv[0]!;
  const [heading, text] = section.children!;
  return { section, heading: heading!, text: text! };
};

/** "Someone else" saves a new heading text through the API while the builder is open. */
async function changeHeadingElsewhere(page: Page, baseURL: string, id: string, lang: "de" | "en", words: string): Promise<number> {
  const item = await readPage(page, id);
  const data = structuredClone(item.data);
  parts({ ...item, data }).heading.fields.text![lang] = words;
  const res = await page.request.put(pageUrl(id), {
    data,
    headers: { origin: baseURL, "if-match": String(item.version), "x-unpublished": "1", "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await readPage(page, id)).version;
}

/** Opens the builder on `path` (the page reset to the seed's) and deletes the page's rich text block from its tools. */
async function openAndDeleteText(page: Page, baseURL: string, path: string, edit: string, remove: string): Promise<{ id: string; textId: string }> {
  await page.goto(path);
  const id = await pageId(page);
  await resetPage(page, baseURL, id);
  const { text } = parts(await readPage(page, id));
  await page.getByRole("button", { name: edit, exact: true }).click();
  await page.locator(`[data-block-handle="${text.id}"]`).click();
  await page
    .getByRole("toolbar", { name: /^(Werkzeuge für Fließtext|Tools for Rich text)$/ })
    .getByRole("button", { name: remove })
    .click();
  await expect(page.locator(`[data-block-handle="${text.id}"]`)).toHaveCount(0);
  return { id, textId: text.id };
}

test("a save that meets a newer version opens the conflict dialog: copy mine, load theirs, or save mine over it (German)", async ({ page, baseURL }) => {
  const { id, textId } = await openAndDeleteText(page, baseURL!, "/datenschutz", "Bearbeiten", "Löschen");
  const toolbar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  const theirs = await changeHeadingElsewhere(page, baseURL!, id, "de", "Datenschutz – von jemand anderem");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();

  const dialog = page.getByRole("alertdialog", { name: "Die Seite wurde inzwischen geändert" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`hat am`);
  await expect(dialog).toContainText(`Version ${theirs} gespeichert.`);
  await expect(dialog).toContainText(/admin/i);
  // Theirs has the text I deleted (for me it is new there) and another heading.
  await expect(dialog.getByRole("region", { name: "Unterschiede der neuen Fassung zu deiner" })).toContainText("Hinzugefügt");
  await expect(dialog).toContainText("Überschrift „Datenschutz – von jemand anderem“");
  expect(await violations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Meine Blöcke kopieren" }).click();
  await expect(dialog).toContainText("Deine Blöcke liegen jetzt als ein Abschnitt in der Zwischenablage.");

  await dialog.getByRole("button", { name: "Neue Fassung laden" }).click();
  await expect(dialog).toContainText("Deine Änderungen werden verworfen.");
  await expect(dialog.getByRole("button", { name: "Ja, neue Fassung laden" })).toBeFocused();
  await dialog.getByRole("button", { name: "Ja, neue Fassung laden" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("[data-builder] h1")).toHaveText("Datenschutz – von jemand anderem");
  await expect(page.locator(`[data-block-handle="${textId}"]`)).toHaveCount(1);
  await expect(toolbar).toContainText("Alle Änderungen gespeichert");
  // My page is on the clipboard as one section: pasting it below the page's section brings my version back in.
  await page.locator(`[data-block-handle="${parts(await readPage(page, id)).section.id}"]`).click();
  await page.getByRole("toolbar", { name: "Werkzeuge für Abschnitt" }).getByRole("button", { name: "Darunter einfügen", exact: true }).click();
  await expect(page.locator("[data-canvas] > [data-block-id]")).toHaveCount(2);
  await page.getByRole("button", { name: "Rückgängig" }).click();

  // Again, and this time mine wins.
  await page.locator(`[data-block-handle="${textId}"]`).click();
  // The text's own tools: the section's, current until this click, may still be drawn for a frame.
  await page.getByRole("toolbar", { name: "Werkzeuge für Fließtext" }).getByRole("button", { name: "Löschen" }).click();
  const newer = await changeHeadingElsewhere(page, baseURL!, id, "de", "Noch eine fremde Änderung");
  await toolbar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(dialog).toContainText(`Version ${newer} gespeichert.`);
  await dialog.getByRole("button", { name: "Meine Fassung darüber speichern" }).click();
  await expect(dialog).toHaveCount(0);
  const live = page.locator("[data-builder] [aria-live=polite]").first();
  await expect(live).toContainText(/^Deine Fassung ist als Version \d+ gespeichert\.$/);
  const saved = await readPage(page, id);
  expect(saved.version).toBeGreaterThan(newer);
  await expect(live).toHaveText(`Deine Fassung ist als Version ${saved.version} gespeichert.`);
  expect(parts(saved).heading.fields.text!.de).toBe("Datenschutz – von jemand anderem");
  expect(parts(saved).section.children!.map((block) => block.id)).not.toContain(textId);
});

test("the conflict dialog in English: loading the new version after a Publish met it", async ({ page, baseURL }) => {
  const { id, textId } = await openAndDeleteText(page, baseURL!, "/en/privacy", "Edit", "Delete");
  const theirs = await changeHeadingElsewhere(page, baseURL!, id, "en", "Privacy – changed by someone else");
  await page.getByRole("toolbar", { name: "Edit page" }).getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("alertdialog", { name: "This page was changed meanwhile" });
  await expect(dialog).toContainText(`saved version ${theirs} on`);
  await expect(dialog).toContainText("Heading “Privacy – changed by someone else”");
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Load the new version" }).click();
  await expect(dialog.getByRole("group", { name: "Load the new version" })).toContainText("Your changes will be discarded.");
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await dialog.getByRole("button", { name: "Load the new version" }).click();
  await dialog.getByRole("button", { name: "Yes, load the new version" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("[data-builder] h1")).toHaveText("Privacy – changed by someone else");
  await expect(page.locator(`[data-block-handle="${textId}"]`)).toHaveCount(1);
  // Undo brings mine back (the text deleted again), unsaved.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.locator(`[data-block-handle="${textId}"]`)).toHaveCount(0);
  await expect(page.getByRole("toolbar", { name: "Edit page" })).toContainText("Unsaved changes");
});

for (const [path, lang] of [
  ["/datenschutz", "de"],
  ["/en/privacy", "en"],
] as const) {
  test(`an old version is previewed read-only, restored as a draft, saved, and still there after a reload (${lang})`, async ({ page, baseURL }) => {
    const de = lang === "de";
    const words = de
      ? {
          edit: "Bearbeiten",
          versions: "Versionen",
          title: "Versionen dieser Seite",
          save: "Entwurf speichern",
          restore: "Diese Version wiederherstellen",
          back: "Zurück zu meinem Entwurf",
        }
      : { edit: "Edit", versions: "Versions", title: "Versions of this page", save: "Save draft", restore: "Restore this version", back: "Back to my draft" };
    await page.goto(path);
    const id = await pageId(page);
    await resetPage(page, baseURL!, id);
    const heading = de ? "Die aktuelle Fassung" : "The current version";
    await changeHeadingElsewhere(page, baseURL!, id, lang, heading);
    const now = await readPage(page, id);
    await page.reload();
    await page.getByRole("button", { name: words.edit, exact: true }).click();
    await page.getByRole("button", { name: words.versions, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: words.title });
    await expect(dialog.locator("li").first()).toContainText(`Version ${now.version}`);
    await expect(dialog.locator("li").first()).toContainText(de ? "aktuelle Version" : "current version");
    // The seed's first version has the time it was created.
    await expect(dialog.locator('[data-version="0"]')).not.toContainText(de ? "Zeitpunkt unbekannt" : "time unknown");
    expect(await violations(page)).toEqual([]);
    // Version 0: the seed's page as it was created.
    await dialog.getByRole("button", { name: de ? "Version 0 ansehen" : "View version 0" }).click();
    await expect(dialog).toHaveCount(0);
    const banner = page.getByRole("region", { name: "Version 0" });
    await expect(banner).toContainText(de ? "nur zum Ansehen, nicht bearbeitbar" : "view only, not editable");
    await expect(banner).toBeFocused();
    const seedHeading = de ? "Datenschutz" : "Privacy policy";
    await expect(page.locator("[data-version-preview] h1")).toHaveText(seedHeading);
    await expect(page.locator("[data-version-preview] [data-block-handle]")).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await banner.getByRole("button", { name: words.back }).click();
    await expect(page.locator("[data-version-preview]")).toHaveCount(0);
    await expect(page.locator("[data-canvas] h1")).toHaveText(heading);

    await page.getByRole("button", { name: words.versions, exact: true }).click();
    await dialog.getByRole("button", { name: de ? "Version 0 ansehen" : "View version 0" }).click();
    await banner.getByRole("button", { name: words.restore }).click();
    await expect(page.locator("[data-version-preview]")).toHaveCount(0);
    await expect(page.locator("[data-canvas] h1")).toHaveText(seedHeading);
    await page
      .getByRole("toolbar", { name: de ? "Seite bearbeiten" : "Edit page" })
      .getByRole("button", { name: words.save })
      .click();
    await expect(page.getByRole("toolbar", { name: de ? "Seite bearbeiten" : "Edit page" })).toContainText(de ? "Entwurf gespeichert." : "Draft saved.");

    await page.reload();
    await page.getByRole("button", { name: words.edit, exact: true }).click();
    await expect(page.locator("[data-canvas] h1")).toHaveText(seedHeading);
    const after = await readPage(page, id);
    expect(after.version).toBeGreaterThan(now.version);
    expect(parts(after).section.children!.length).toBe(2);
  });
}

test("a save the server refuses says which field is wrong, in the editor's language, keeps the page's content, and the next save goes through", async ({
  page,
  baseURL,
}) => {
  for (const [path, words] of [
    [
      "/datenschutz",
      {
        edit: "Bearbeiten",
        toolbar: "Seite bearbeiten",
        restore: "Wiederherstellen",
        save: "Entwurf speichern",
        undo: "Rückgängig",
        remove: "Löschen",
        refused: "Text ist ein Pflichtfeld. Einige Felder sind nicht richtig ausgefüllt. Nichts wurde gespeichert",
        saved: "Entwurf gespeichert.",
      },
    ],
    [
      "/en/privacy",
      {
        edit: "Edit",
        toolbar: "Edit page",
        restore: "Restore",
        save: "Save draft",
        undo: "Undo",
        remove: "Delete",
        refused: "Text is required. Some fields are not filled out correctly. Nothing was saved",
        saved: "Draft saved.",
      },
    ],
  ] as const) {
    await page.goto(path);
    const id = await pageId(page);
    await resetPage(page, baseURL!, id);
    const before = await readPage(page, id);
    // Unsaved work in the browser with the German heading emptied: the builder offers it back, and the server has the last word.
    const tree = structuredClone(before.data.blocks.iv);
    parts({ ...before, data: { ...before.data, blocks: { iv: tree } } }).heading.fields.text!.de = "";
    await page.evaluate(({ key, entry }) => localStorage.setItem(key, JSON.stringify(entry)), {
      key: `baukasten:editor:draft:${id}`,
      entry: { version: 1, pageId: id, baseVersion: before.version, savedAt: Date.now(), tree },
    });
    await page.reload();
    await page.getByRole("button", { name: words.edit, exact: true }).click();
    await page.getByRole("button", { name: words.restore, exact: true }).click();
    const toolbar = page.getByRole("toolbar", { name: words.toolbar });
    await toolbar.getByRole("button", { name: words.save }).click();
    await expect(toolbar).toContainText(words.refused);
    // A published page may have got an (unchanged) draft version on the way; its content is as it was.
    expect((await readPage(page, id)).data).toEqual(before.data);

    // Back to the saved blocks, one valid change, and the save builds on the page as it is now (no conflict).
    await page.getByRole("button", { name: words.undo }).click();
    const { text } = parts(before);
    await page.locator(`[data-block-handle="${text.id}"]`).click();
    await page
      .getByRole("toolbar", { name: /^(Werkzeuge für Fließtext|Tools for Rich text)$/ })
      .getByRole("button", { name: words.remove })
      .click();
    await toolbar.getByRole("button", { name: words.save }).click();
    await expect(toolbar).toContainText(words.saved);
    expect(parts(await readPage(page, id)).section.children!.map((block) => block.id)).not.toContain(text.id);
  }
});

test("each save and each publish is one entry of the history, every entry with its time, and the bar says since when the page is live", async ({
  page,
  baseURL,
}) => {
  const { path, id, first } = await pageWithTwoHeadings(page, baseURL!);
  await page.goto(`${path}?edit=1`);
  const bar = page.getByRole("toolbar", { name: "Seite bearbeiten" });
  const english = page.locator("[data-fields-panel]").getByRole("textbox", { name: "Text, Englisch" });
  const change = async (words: string) => {
    await page.locator(`[data-block-handle="${first}"]`).click();
    await english.fill(words);
    await english.blur();
  };
  const publish = async () => {
    await bar.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
    await expect(bar).toContainText(/Veröffentlicht – live in \d+ s, seit \d{1,2}:\d{2}/, { timeout: 60_000 });
  };
  const created = (await readPage(page, id)).version;

  // A draft page: a save, then a publish of it.
  await change("Heading one");
  await bar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(bar).toContainText("Entwurf gespeichert.");
  await publish();
  // A published page: a save makes a draft version and saves into it; a publish with unsaved work saves it on the way.
  await change("Heading one, again");
  await bar.getByRole("button", { name: "Entwurf speichern" }).click();
  await expect(bar).toContainText("Entwurf gespeichert.");
  await change("Heading one, live");
  await publish();
  const now = await readPage(page, id);
  expect((now as unknown as { status: string }).status).toBe("Published");

  await bar.getByRole("button", { name: "Versionen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Versionen dieser Seite" });
  const entries = dialog.locator("li");
  // Four commands after the page was made (save, publish, save, publish): four entries above the page's own.
  await expect(entries.first()).toContainText(`Version ${now.version}`);
  const listed = await entries.evaluateAll((items) => items.map((item) => Number(item.getAttribute("data-version"))));
  expect(listed.filter((version) => version > created)).toHaveLength(4);
  await expect(entries.first()).toContainText("Veröffentlicht");
  await expect(entries.nth(1)).toContainText("Entwurf");
  await expect(entries.nth(2)).toContainText("Veröffentlicht");
  await expect(entries.nth(3)).toContainText("Entwurf");
  await expect(dialog).not.toContainText("Zeitpunkt unbekannt");
  expect(await violations(page)).toEqual([]);
});
