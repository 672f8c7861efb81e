import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { renderPng } from "../../scripts/seed/images.ts";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";

logInBeforeEach();

const LANGUAGES = [
  {
    lang: "de",
    about: "/ueber-uns",
    booking: "/termine",
    edit: "Bearbeiten",
    image: "Bild",
    chooseImage: "Bild auswählen …",
    library: "Mediathek: Bild",
    limits: /^Erlaubt: PNG, JPG, GIF, WEBP, AVIF, SVG, höchstens [\d,]+ MB$/,
    uploading: (file: string) => `„${file}“ wird hochgeladen`,
    uploaded: (file: string) => `„${file}“ hochgeladen und ausgewählt.`,
    drop: "Oder zieh eine Datei hierher, um sie hochzuladen.",
    done: "Fertig",
    practitioner: "Trainerin / Trainer",
    choose: "Trainerin / Trainer auswählen …",
    picker: "Trainerin / Trainer auswählen",
    search: "Suchen",
    chooseIcon: "Icon auswählen …",
    icons: "Icon auswählen",
    searchIcons: "Nach Namen suchen",
  },
  {
    lang: "en",
    about: "/en/about",
    booking: "/en/booking",
    edit: "Edit",
    image: "Image",
    chooseImage: "Choose an image …",
    library: "Media library: Image",
    limits: /^Allowed: PNG, JPG, GIF, WEBP, AVIF, SVG, up to [\d.]+ MB$/,
    uploading: (file: string) => `Uploading “${file}”`,
    uploaded: (file: string) => `“${file}” uploaded and chosen.`,
    drop: "Or drop a file here to upload it.",
    done: "Done",
    practitioner: "Practitioner",
    choose: "Choose practitioner …",
    picker: "Choose practitioner",
    search: "Search",
    chooseIcon: "Choose an icon …",
    icons: "Choose Icon",
    searchIcons: "Search by name",
  },
] as const;

/** Opens the builder on `path` and makes the block whose handle reads `name` the current one. */
async function editBlock(page: Page, path: string, edit: string, name: string) {
  await page.goto(path);
  await page.getByRole("button", { name: edit, exact: true }).click();
  const handle = page.locator("[data-block-handle]").filter({ hasText: new RegExp(`^${name.replace(/[/]/g, "\\/")}$`) });
  await expect(handle).toHaveCount(1);
  await handle.click();
  return handle.getAttribute("data-block-handle");
}

for (const t of LANGUAGES) {
  test(`${t.lang}: an image block's picture is uploaded in the media library with its progress shown, chosen and shown on the canvas`, async ({ page }) => {
    const blockId = await editBlock(page, t.about, t.edit, t.image);
    const field = page.locator("[data-asset-field]");
    await expect(field.locator("[data-chosen-name]")).toHaveText("atemraum-wald.png");
    expect(await violations(page, ["[data-asset-field]"])).toEqual([]);
    await field.getByRole("button", { name: t.chooseImage }).click();
    const library = page.getByRole("dialog", { name: t.library });
    await expect(library.getByRole("option").first()).toBeVisible();
    await expect(library.getByRole("option", { name: "atemraum-wald.png" })).toHaveAttribute("aria-selected", "true");
    expect(await violations(page)).toEqual([]);
    await expect(library.locator("[data-upload-limits]")).toHaveText(t.limits);

    // The service answers a moment later, so the progress shows as an editor on a slow line sees it.
    await page.route("**/cms/api/apps/*/assets", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response });
    });
    const file = `pickers-${t.lang}-${Date.now()}.png`;
    const png = Buffer.from(renderPng({ key: file, fileName: file, width: 96, height: 64, palette: ["#5b7f6a", "#f3ede2", "#c2643f"] }));
    await library.locator('input[type="file"]').setInputFiles({ name: file, mimeType: "image/png", buffer: png });
    await expect(library.getByRole("progressbar", { name: t.uploading(file) })).toBeVisible();
    await expect(library.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator("[data-builder] [aria-live=polite]")).toHaveText(t.uploaded(file));
    await expect(library.getByRole("option", { name: file })).toHaveAttribute("aria-selected", "true");
    await expect(library.getByRole("option", { name: "atemraum-wald.png" })).toHaveAttribute("aria-selected", "false");

    await library.getByRole("button", { name: t.done }).click();
    await expect(library).toHaveCount(0);
    await expect(field.locator("[data-chosen-name]")).toHaveText(file);
    const image = page.locator(`[data-block-id="${blockId}"] img[src*="/${file}?"]`);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test(`${t.lang}: a picture dropped on an image block's field is uploaded and chosen`, async ({ page }) => {
    const blockId = await editBlock(page, t.about, t.edit, t.image);
    const field = page.locator("[data-asset-field]");
    const file = `dropped-${t.lang}-${Date.now()}.png`;
    const path = join(mkdtempSync(join(tmpdir(), "pickers-")), file);
    writeFileSync(path, renderPng({ key: file, fileName: file, width: 80, height: 80, palette: ["#8fb8d0", "#1c2a3a", "#f3ede2"] }));
    // A file dragged in from the desktop: Chromium's own drag events (a synthetic DataTransfer allows no drop effect).
    await field.getByText(t.drop).scrollIntoViewIfNeeded();
    const box = (await field.getByText(t.drop).boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const data = { items: [], files: [path], dragOperationsMask: 1 };
    for (const type of ["dragEnter", "dragOver", "drop"] as const) await cdp.send("Input.dispatchDragEvent", { type, ...at, data });
    await expect(field.locator("[data-chosen-name]")).toHaveText(file, { timeout: 20_000 });
    await expect(page.locator("[data-builder] [aria-live=polite]")).toHaveText(t.uploaded(file));
    await expect(page.locator(`[data-block-id="${blockId}"] img[src*="/${file}?"]`)).toBeVisible();
  });

  test(`${t.lang}: a practitioner block's reference is picked by searching, with no axe violation while the picker is open`, async ({ page }) => {
    const blockId = await editBlock(page, t.booking, t.edit, t.practitioner);
    const field = page.locator("[data-reference-field]");
    await expect(field.locator("[data-chosen-name]")).toHaveText("Änne Strauß");
    expect(await violations(page, ["[data-reference-field]"])).toEqual([]);
    await field.getByRole("button", { name: t.choose }).click();
    const picker = page.getByRole("dialog", { name: t.picker });
    await picker.getByRole("searchbox", { name: t.search }).fill("Malte");
    const option = picker.getByRole("option", { name: "Malte Böhm" });
    await expect(option).toBeVisible();
    await expect(picker.getByRole("option")).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
    await option.click();
    await expect(option).toHaveAttribute("aria-selected", "true");
    await picker.getByRole("button", { name: t.done }).click();
    await expect(picker).toHaveCount(0);
    await expect(field.locator("[data-chosen-name]")).toHaveText("Malte Böhm");
    await expect(page.locator(`[data-block-id="${blockId}"]`)).toContainText("Malte Böhm");
  });

  test(`${t.lang}: an icon block's icon is picked from a grid of the site's icons, their pictures loaded from /icons/`, async ({ page }) => {
    const icons: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/icons/")) icons.push(path);
    });
    await page.goto(t.about);
    await page.getByRole("button", { name: t.edit, exact: true }).click();
    const handle = page
      .locator("[data-block-handle]")
      .filter({ hasText: /^Icon$/ })
      .first();
    await handle.click();
    const blockId = await handle.getAttribute("data-block-handle");
    const field = page.locator("[data-icon-field]");
    await expect(field.locator("[data-chosen-name]")).toHaveText(/^[a-z-]+$/);
    await expect(field.locator("svg")).toBeVisible();
    expect(await violations(page, ["[data-icon-field]"])).toEqual([]);
    await field.getByRole("button", { name: t.chooseIcon }).click();
    const picker = page.getByRole("dialog", { name: t.icons });
    // "menu" is critical: the builder has it from the site data, no request needed.
    await expect(picker.getByRole("option", { name: "menu", exact: true }).locator("svg")).toBeVisible();
    await picker.getByRole("searchbox", { name: t.searchIcons }).fill("calendar");
    const option = picker.getByRole("option", { name: "calendar" });
    await expect(picker.getByRole("option")).toHaveCount(1);
    await expect(option.locator("svg")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await option.click();
    await expect(option).toHaveAttribute("aria-selected", "true");
    await picker.getByRole("button", { name: t.done }).click();
    await expect(picker).toHaveCount(0);
    await expect(field.locator("[data-chosen-name]")).toHaveText("calendar");
    // The canvas draws the calendar (its frame is a rect at 3.5, 5).
    await expect(page.locator(`[data-block-id="${blockId}"] svg rect[x="3.5"][y="5"]`)).toBeVisible();
    expect(icons).toContain("/icons/calendar.svg");
    expect(icons).not.toContain("/icons/menu.svg");
  });
}

test("what an upload may be is told to editors only", async ({ page, request }) => {
  expect((await request.get("/api/editor/uploads")).status()).toBe(401);
  const response = await page.request.get("/api/editor/uploads");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  const rules = (await response.json()) as { maxBytes: number; types: { mimeType: string; extensions: string[]; type: string }[] };
  expect(rules.maxBytes).toBeGreaterThan(0);
  expect(rules.types).toContainEqual({ mimeType: "image/png", extensions: ["png"], type: "Image" });
  expect(rules.types.map((kind) => kind.mimeType)).not.toContain("text/html");
});
