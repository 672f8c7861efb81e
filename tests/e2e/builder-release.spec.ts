import { expect, test } from "@playwright/test";
import { logInBeforeEach } from "./admin.ts";
import { handles } from "./canvas-handles.ts";

logInBeforeEach();

test("a closed builder is released: its canvas and blocks are garbage once edit mode is off", async ({ page }) => {
  await page.goto("/ueber-uns");
  const cdp = await page.context().newCDPSession(page);
  const edit = page.getByRole("button", { name: "Bearbeiten", exact: true });
  const stop = page.getByRole("button", { name: "Bearbeiten beenden" });
  for (let cycle = 0; cycle < 2; cycle++) {
    await edit.click();
    await handles(page).first().click();
    await expect(page.getByRole("toolbar", { name: /^Werkzeuge für / })).toBeVisible();
    // Weak references to what the builder showed: the builder, its canvas and every block frame.
    await page.evaluate(() => {
      const w = window as unknown as { __closed?: WeakRef<Element>[] };
      w.__closed = [...(w.__closed ?? []), ...[...document.querySelectorAll("[data-builder], [data-canvas], [data-block-id]")].map((e) => new WeakRef(e))];
    });
    await stop.click();
    await expect(page.locator("[data-builder]")).toHaveCount(0);
  }
  const alive = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return page.evaluate(() => (window as unknown as { __closed: WeakRef<Element>[] }).__closed.filter((ref) => ref.deref()).length);
  };
  expect(await page.evaluate(() => (window as unknown as { __closed: WeakRef<Element>[] }).__closed.length)).toBeGreaterThan(4);
  // Animations are released in passes up to 4.6 s after the close (src/editor/dnd/release-animation.ts).
  await expect.poll(alive, { timeout: 15_000, intervals: [1_000] }).toBe(0);
});
