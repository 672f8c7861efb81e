import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { violations } from "./axe.ts";
import { pageId, readPage, type Block } from "./page-api.ts";

logInBeforeEach();

/** The UI strings the journeys read, per builder language. */
const UI = {
  de: {
    edit: "Bearbeiten",
    restore: "Wiederherstellen",
    publish: "Veröffentlichen",
    checks: /^Prüfungen – Fehler: (\d+), Hinweise: (\d+)$/,
    panel: "Prüfungen",
    refused: "Noch nicht veröffentlicht: Behebe zuerst die Fehler in der Liste (1).",
    german: "Deutsch",
    required: "Text: Text ist ein Pflichtfeld.",
    noErrors: "Keine Fehler: Die Seite kann veröffentlicht werden.",
    tools: "Werkzeuge für Überschrift",
    remove: "Löschen",
    live: /Veröffentlicht – live in \d+ s/,
    startsH2: "Die Seite beginnt mit einer H2. Die erste Überschrift sollte eine H1 sein: Sie sagt, worum es auf der Seite geht.",
    viewport: "Vorschaubreite",
    phone: /^Handy/,
    full: /^Volle Breite/,
  },
  en: {
    edit: "Edit",
    restore: "Restore",
    publish: "Publish",
    checks: /^Checks – errors: (\d+), hints: (\d+)$/,
    panel: "Checks",
    refused: "Not published yet: fix the errors in the list first (1).",
    german: "German",
    required: "Text: Text is required.",
    noErrors: "No errors: the page can be published.",
    tools: "Tools for Heading",
    remove: "Delete",
    live: /Published – live in \d+ s/,
    startsH2: "The page starts with an H2. The first heading should be an H1: it says what the page is about.",
    viewport: "Preview width",
    phone: /^Phone/,
    full: /^Full width/,
  },
} as const;

function firstHeading(tree: Block[]): Block {
  for (const block of tree) {
    if (block.schemaName === "block-heading") return block;
    const inner = block.children && firstHeading(block.children);
    if (inner) return inner;
  }
  throw new Error("no heading on the page");
}

/**
 * Leaves unsaved work in this browser for the page shown, as a crash would: the page's tree with a
 * heading whose required German text is empty (`invalid`) and a hidden heading (a change visitors
 * never see, so publishing after the fix leaves the page as it was for everyone else).
 */
async function leaveInvalidDraft(page: Page): Promise<void> {
  const id = await pageId(page);
  const { version, data } = await readPage(page, id);
  const tree = data.blocks.iv;
  const heading = firstHeading(tree);
  // Empty in German only: one error (a required field is required in every language, so both empty would be two).
  const invalid: Block = { ...heading, id: "e2e-invalid", fields: { ...heading.fields, text: { de: "", en: "Heading" } } };
  // Hidden and empty: nothing of it shows, not even dimmed on the canvas.
  const hidden: Block = { ...heading, id: `e2e-hidden-${Date.now()}`, active: false, fields: { ...heading.fields, text: { de: "", en: "" } } };
  const draft = { version: 1, pageId: id, baseVersion: version, savedAt: Date.now(), tree: [invalid, ...tree, hidden] };
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [`baukasten:editor:draft:${id}`, JSON.stringify(draft)]);
}

// Pages no other spec saves (the suite's files run in parallel): builder-versions resets and saves
// the privacy page, and a publish here would put its drafts live in the middle of its tests. Their
// first heading has no eyebrow, so the hidden copy below shows nothing at all.
for (const [lang, path] of [
  ["de", "/termine"],
  ["en", "/en/newsletter"],
] as const) {
  const ui = UI[lang];

  test(`${lang}: an empty required field refuses Publish, the list jumps to it, and once fixed Publish puts the page live`, async ({ page }) => {
    await page.goto(path);
    await leaveInvalidDraft(page);
    await page.getByRole("button", { name: ui.edit, exact: true }).click();
    await page.getByRole("button", { name: ui.restore }).click();
    const toolbar = page.locator("[data-builder] > [role=toolbar]");
    const checksButton = toolbar.getByRole("button", { name: ui.checks });
    await expect(checksButton).toHaveAccessibleName(ui.checks);
    // The count follows the restored draft's tree a frame after the restore: read as drawn.
    await expect.poll(async () => Number((await checksButton.getAttribute("aria-label"))!.match(ui.checks)![1])).toBe(1);
    await expect(page.locator('[data-check-marker="e2e-invalid"]')).toBeVisible();

    await toolbar.getByRole("button", { name: ui.publish, exact: true }).click();
    await expect(toolbar).toContainText(ui.refused);
    const panel = page.getByRole("region", { name: ui.panel, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel).toBeFocused();
    const german = panel.getByRole("region", { name: ui.german });
    const entry = german.getByRole("button", { name: ui.required });
    await expect(entry).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await entry.click();
    await expect(page.locator('[data-block-id="e2e-invalid"]')).toHaveAttribute("aria-current", "true");
    // The fields panel focuses the field when it is there; without it the block's handle has the focus.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.getAttribute("data-block-handle") ?? active?.getAttribute("name") ?? "";
        }),
      )
      .toMatch(/^(e2e-invalid|text\.de)$/);

    await page.getByRole("toolbar", { name: ui.tools }).getByRole("button", { name: ui.remove }).click();
    await expect(panel).toContainText(ui.noErrors);
    await expect(entry).toHaveCount(0);
    await expect(page.locator("[data-check-marker]")).toHaveCount(0);

    await toolbar.getByRole("button", { name: ui.publish, exact: true }).click();
    await expect(toolbar).toContainText(ui.live, { timeout: 45_000 });
  });

  test(`${lang}: moving the page's h1 below a text with an h2 shows a heading-order hint on the text`, async ({ page }) => {
    await page.goto(lang === "de" ? "/mitmachen" : "/en/join");
    await page.getByRole("button", { name: ui.edit, exact: true }).click();
    const h1Block = page
      .locator("[data-block-id]")
      .filter({ has: page.locator("h1") })
      .last();
    const id = await h1Block.getAttribute("data-block-id");
    await page.locator(`[data-block-handle="${id}"]`).focus();
    await page.keyboard.press("Alt+ArrowDown");
    const toolbar = page.locator("[data-builder] > [role=toolbar]");
    await toolbar.getByRole("button", { name: ui.checks }).click();
    const panel = page.getByRole("region", { name: ui.panel, exact: true });
    const hint = panel.getByRole("button", { name: ui.startsH2 });
    await expect(hint).toBeVisible();
    // The hint is about the text that now comes first, and its marker shows on that block.
    const textBlock = await page.locator("[data-check-marker]").first().getAttribute("data-check-marker");
    expect(textBlock).not.toBe(id);
    await hint.click();
    await expect(page.locator(`[data-block-id="${textBlock}"]`)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Control+z");
    await expect(hint).toHaveCount(0);
  });

  test(`${lang}: the viewport preview sets the canvas width, its breakpoints follow the preview, and the choice is remembered`, async ({ page }) => {
    const path = lang === "de" ? "/mitmachen" : "/en/join";
    await page.goto(path);
    await page.getByRole("button", { name: ui.edit, exact: true }).click();
    const widths = page.getByRole("radiogroup", { name: ui.viewport });
    const h1 = page.locator("[data-canvas] h1");
    const gutter = () =>
      page
        .locator("[data-canvas] .site-container")
        .first()
        .evaluate((element) => getComputedStyle(element).paddingInlineStart);
    await expect(widths.getByRole("radio", { name: ui.full })).toBeChecked();
    const fullSize = await h1.evaluate((element) => getComputedStyle(element).fontSize);
    expect(await gutter()).toBe("32px");

    await widths.locator("label").filter({ hasText: ui.phone }).click();
    await expect(widths.getByRole("radio", { name: ui.phone })).toBeChecked();
    const frame = page.locator('[data-viewport="phone"]');
    // The frame may still be settling (the canvas's lists animate their changes for 250 ms).
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(390);
    // The blocks' `md:` sizes and the site gutter follow the 390 px preview, not the 1280 px window.
    expect(await h1.evaluate((element) => getComputedStyle(element).fontSize)).toBe("36px");
    expect(fullSize).toBe("48px");
    expect(await gutter()).toBe("16px");
    // The toolbar itself still follows the window.
    expect((await page.locator("[data-builder] > [role=toolbar]").boundingBox())?.width).toBeGreaterThan(1000);
    expect(await violations(page)).toEqual([]);

    await page.reload();
    await page.getByRole("button", { name: ui.edit, exact: true }).click();
    await expect(page.getByRole("radiogroup", { name: ui.viewport }).getByRole("radio", { name: ui.phone })).toBeChecked();
    expect((await page.locator('[data-viewport="phone"]').boundingBox())?.width).toBe(390);
    await page.getByRole("radiogroup", { name: ui.viewport }).locator("label").filter({ hasText: ui.full }).click();
    await expect(page.locator('[data-viewport="full"]')).toBeVisible();
    expect(await h1.evaluate((element) => getComputedStyle(element).fontSize)).toBe("48px");
  });
}
