import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { handles, order } from "./canvas-handles.ts";

logInBeforeEach();

for (const lang of [
  {
    path: "/termine",
    edit: "Bearbeiten",
    add: "Block hinzufügen",
    insert: "Einfügen",
    search: "Komponente suchen",
    list: "Kurzliste der Trainerinnen und Trainer",
  },
  { path: "/en/booking", edit: "Edit", add: "Add a block", insert: "Insert", search: "Search components", list: "Practitioner small list" },
] as const) {
  test(`the builder opens without the site's lists and shows the booking block's slots as the page does; each list loads once (${lang.path})`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/editor/site") asked.push(decodeURIComponent(url.search));
    });
    await page.goto(lang.path);
    const published = page.locator("main .book-appointment li[data-slot]");
    expect(await published.count()).toBeGreaterThan(10);
    // The slot's time as the server rendered it (the booking island may take the list over meanwhile and adds the visitor's own time).
    const firstSlot = { start: await published.first().getAttribute("data-slot"), text: await published.first().locator("time").first().textContent() };

    const opened = page.waitForResponse((r) => r.url().endsWith("/api/editor/site?lists="));
    await page.getByRole("button", { name: lang.edit, exact: true }).click();
    await expect(handles(page).first()).toBeVisible();
    const site = ((await (await opened).json()) as { site: Record<string, unknown[]> }).site;
    expect([site.pages, site.practitioners, site.appointments, site.challenges]).toEqual([[], [], [], []]);

    // The builder's views show what the page shows: the slots of the next weeks, from the appointments loaded for the block.
    const slots = page.locator("[data-canvas] .book-appointment li[data-slot]");
    await expect.poll(() => slots.count()).toBeGreaterThan(10);
    await expect(slots.first()).toHaveAttribute("data-slot", firstSlot.start!);
    await expect(slots.first().locator("time").first()).toHaveText(firstSlot.text!);
    expect(asked).toEqual(["?lists=", "?only=practitioners,appointments"]);

    // A list block of a collection already loaded shows its items at once, with no request.
    await page.getByRole("button", { name: lang.add, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: lang.add });
    await dialog.getByLabel(lang.search).fill(lang.list);
    await dialog.getByRole("option", { name: lang.list }).click();
    await dialog.getByRole("button", { name: lang.insert }).click();
    const added = (await order(page)).at(-1)!;
    await expect(page.locator(`[data-block-id="${added}"] li`).first()).toBeVisible();
    expect(asked).toEqual(["?lists=", "?only=practitioners,appointments"]);
  });
}
