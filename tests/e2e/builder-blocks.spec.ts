import { expect, test, type Page } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { handles, order } from "./canvas-handles.ts";
import { violations } from "./axe.ts";

logInBeforeEach();

const LANGS = [
  {
    path: "/ueber-uns",
    edit: "Bearbeiten",
    add: "Block hinzufügen",
    insert: "Einfügen",
    search: "Komponente suchen",
    below: "Block darunter einfügen",
    moveTo: "Verschieben nach …",
    drag: "Blöcke ziehen",
    tools: /^Werkzeuge für /,
    alert: "Bitte wähle eine Komponente aus.",
    spacer: "Abstand",
    added: "Abstand eingefügt.",
    page: "Seite",
    movedInto: (container: string) => new RegExp(`^\\S+ nach ${container} verschoben: Position \\d+ von \\d+\\.$`),
    movedSecond: (count: number) => new RegExp(`^\\S+ nach Seite verschoben: Position 2 von ${count}\\.$`),
  },
  {
    path: "/en/about",
    edit: "Edit",
    add: "Add a block",
    insert: "Insert",
    search: "Search components",
    below: "Add a block below",
    moveTo: "Move to…",
    drag: "Drag blocks",
    tools: /^Tools for /,
    // On English pages the English text stands beside the German one.
    alert: "Bitte wähle eine Komponente aus. Please choose a component.",
    spacer: "Spacer",
    added: "Spacer added.",
    page: "Page",
    movedInto: (container: string) => new RegExp(`^\\S+ moved to ${container}: position \\d+ of \\d+\\.$`),
    movedSecond: (count: number) => new RegExp(`^\\S+ moved to Page: position 2 of ${count}\\.$`),
  },
] as const;

const names = (page: Page) => handles(page).allTextContents();
const live = (page: Page) => page.locator("[data-builder] [aria-live=polite]");
const focusedHandle = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-block-handle") ?? null);

for (const lang of LANGS) {
  test.describe(lang.path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(lang.path);
      await page.getByRole("button", { name: lang.edit, exact: true }).click();
      await expect(handles(page).first()).toBeVisible();
    });

    test("add a block: confirming without a choice shows the alert; a chosen one is inserted at the end, current and announced", async ({ page }) => {
      const before = await names(page);
      await page.getByRole("button", { name: lang.add, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: lang.add });
      await expect(dialog.getByRole("option").first()).toBeVisible();
      await dialog.getByRole("button", { name: lang.insert }).click();
      await expect(dialog.getByRole("alert")).toHaveText(lang.alert);
      expect(await violations(page)).toEqual([]);

      await dialog.getByLabel(lang.search).fill(lang.spacer);
      await expect(dialog.getByRole("option")).toHaveCount(1);
      await dialog.getByRole("option").focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => names(page)).toEqual([...before, lang.spacer]);
      await expect(live(page)).toHaveText(lang.added);
      const added = (await order(page)).at(-1)!;
      await expect.poll(() => focusedHandle(page)).toBe(added);
      await expect(page.locator(`[data-block-id="${added}"]`)).toHaveAttribute("aria-current", "true");
    });

    test("a list block added to a page without one shows the directory: the builder loads the collection then", async ({ page }) => {
      const label = lang.path === "/ueber-uns" ? "Kurzliste der Trainerinnen und Trainer" : "Practitioner small list";
      const loaded = page.waitForResponse((r) => r.url().includes("/api/editor/site?only=practitioners"));
      await page.getByRole("button", { name: lang.add, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: lang.add });
      await dialog.getByLabel(lang.search).fill(label);
      await dialog.getByRole("option", { name: label }).click();
      await dialog.getByRole("button", { name: lang.insert }).click();
      await loaded;
      const added = (await order(page)).at(-1)!;
      await expect(page.locator(`[data-block-id="${added}"] li`).first()).toBeVisible();
    });

    test("add a block below one from its tools; Escape closes the dialog and returns the focus", async ({ page }) => {
      const before = await names(page);
      await handles(page).first().click();
      const tools = page.getByRole("toolbar", { name: lang.tools });
      await tools.getByRole("button", { name: lang.below }).click();
      const dialog = page.getByRole("dialog", { name: lang.add });
      await expect(dialog.getByRole("option").first()).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(tools.getByRole("button", { name: lang.below })).toBeFocused();

      await tools.getByRole("button", { name: lang.below }).click();
      await dialog.getByRole("option", { name: lang.spacer, exact: true }).click();
      await dialog.getByRole("button", { name: lang.insert }).click();
      await expect.poll(() => names(page)).toEqual([before[0], lang.spacer, ...before.slice(1)]);
    });

    test("move a block by mouse: drag it by its grip below the next one", async ({ page }) => {
      // Tall enough to see the first two sections at once (a drag beyond the window would scroll it).
      await page.setViewportSize({ width: 1280, height: 1600 });
      const before = await order(page);
      expect(before.length).toBeGreaterThan(1);
      await page.getByRole("button", { name: lang.drag }).click();
      await expect(page.getByRole("button", { name: lang.drag })).toHaveAttribute("aria-pressed", "true");
      const grip = page.locator(`[data-block-id="${before[0]}"] > div > [data-drag-handle]`);
      await expect(grip).toBeVisible();
      const from = (await grip.boundingBox())!;
      const target = (await page.locator(`[data-block-id="${before[1]}"]`).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      const steps = 12;
      for (let step = 1; step <= steps; step += 1) {
        await page.mouse.move(from.x + from.width / 2, from.y + (target.y + target.height * 0.6 - from.y) * (step / steps));
      }
      await page.mouse.up();
      await expect.poll(() => order(page)).toEqual([before[1], before[0], ...before.slice(2)]);
      await expect(live(page)).toHaveText(lang.movedSecond(before.length));
      // React drew the moved list: one frame per block, none left behind by the drag…
      expect(await page.locator(`[data-block-id="${before[0]}"]`).count()).toBe(1);
      // …and it still owns the DOM: undo puts the blocks back in their old order.
      await page.keyboard.press("Control+z");
      await expect.poll(() => order(page)).toEqual(before);
    });

    test("move a block by mouse out of one section into another (between nested lists)", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 1600 });
      const [first, second] = await order(page);
      const inner = (section: string) =>
        page.locator(`[data-block-id="${section}"] [data-block-id]`).evaluateAll((all) => all.map((frame) => frame.getAttribute("data-block-id")!));
      const moved = (await inner(first!))[0]!;
      const target = (await inner(second!))[0]!;
      await page.getByRole("button", { name: lang.drag }).click();
      // Measured once drag mode is drawn: its grips shift the blocks (measuring before that missed the target under load).
      await expect(page.getByRole("button", { name: lang.drag })).toHaveAttribute("aria-pressed", "true");
      const handle = page.locator(`[data-block-id="${moved}"] > div > [data-drag-handle]`);
      await expect(handle).toBeVisible();
      const grip = (await handle.boundingBox())!;
      const box = (await page.locator(`[data-block-id="${target}"]`).boundingBox())!;
      await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step += 1) {
        await page.mouse.move(grip.x + grip.width / 2, grip.y + (box.y + box.height * 0.6 - grip.y) * (step / 12));
      }
      await page.mouse.up();
      await expect.poll(() => inner(second!)).toContain(moved);
      expect(await inner(first!)).not.toContain(moved);
      expect(await page.locator(`[data-block-id="${moved}"]`).count()).toBe(1);
      // Announced with the container it landed in (the section itself or a container inside it).
      const container = await page
        .locator(`[data-block-id="${moved}"]`)
        .evaluate((frame) => frame.parentElement!.closest("[data-block-id]")!.querySelector("[data-block-handle]")!.textContent!);
      await expect(live(page)).toHaveText(lang.movedInto(container));
    });

    test("move a block by keyboard with the move-to dialog; the move is announced and the focus stays on the block", async ({ page }) => {
      const before = await order(page);
      await handles(page).first().focus();
      await page.keyboard.press("Enter");
      const tools = page.getByRole("toolbar", { name: lang.tools });
      await tools.getByRole("button", { name: lang.moveTo }).click();
      const dialog = page.getByRole("dialog");
      const places = dialog.getByRole("option");
      await expect(places.first()).toBeVisible();
      await expect(dialog.getByRole("option", { disabled: true }).first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      // The last place of the page's own list: after its last block.
      const last = dialog.getByRole("group").first().getByRole("option").last();
      await last.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => order(page)).toEqual([...before.slice(1), before[0]]);
      await expect(live(page)).toContainText(`${before.length}`);
      await expect(live(page)).toContainText(lang.page);
      await expect.poll(() => focusedHandle(page)).toBe(before[0]);
    });
  });
}
