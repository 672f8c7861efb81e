import { expect, test } from "@playwright/test";

for (const [path, note, promises] of [
  ["/termine", "Online buchen kannst du bald.", /Bestätigung|bestätigt|online buchbar/i],
  ["/en/booking", "Online booking is coming soon.", /confirmation|confirmed|bookable online/i],
] as const) {
  test(`the booking page promises nothing that does not exist yet, and slots do not look like buttons (${path})`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main")).toContainText(note);
    expect(await page.locator("main").innerText()).not.toMatch(promises);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toMatch(promises);

    const block = page.locator(".book-appointment").first();
    await expect(block.getByRole("button")).toHaveCount(0);
    const slots = block.locator("li[data-slot]");
    expect(await slots.count()).toBeGreaterThan(10);
    const looks = await slots.evaluateAll((items) =>
      items.slice(0, 20).map((li) => {
        const style = getComputedStyle(li);
        return {
          border: style.borderTopWidth,
          radius: style.borderTopLeftRadius,
          background: style.backgroundColor,
          cursor: style.cursor,
          role: li.getAttribute("role"),
        };
      }),
    );
    for (const look of looks) expect(look).toEqual({ border: "0px", radius: "0px", background: "rgba(0, 0, 0, 0)", cursor: "auto", role: null });
  });
}
