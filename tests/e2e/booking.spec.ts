import { expect, test, type Page } from "@playwright/test";
import { violations } from "./axe.ts";
import { bookThroughApi, FILL_MS, visitorEmail } from "./booking-api.ts";

// The booking island on the seeded booking pages (/termine, /en/booking): it takes over the
// block's slot list once the block is visible, and books through POST /api/appointments/:id/book.

/** Opens `path` and waits for the island to replace the server's slot links. */
async function openIsland(page: Page, path: string) {
  await page.goto(path);
  const block = page.locator(".book-appointment").first();
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator("[data-booking-app]")).toBeVisible();
  return block;
}

for (const c of [
  {
    lang: "de",
    path: "/termine",
    // Each test books its own slot (the tests run in parallel on one site).
    slot: 12,
    tz: "Alle Zeiten in UTC",
    local: /\(\d{1,2}:\d{2} bei dir\)|bei dir\)/,
    name: "Name",
    email: "E-Mail",
    required: "Name ist ein Pflichtfeld.",
    badEmail: "Bitte gib eine gültige E-Mail-Adresse ein.",
    summary: "Formular unvollständig.",
    submit: "Verbindlich buchen",
    done: "Dein Termin ist gebucht",
    ics: "Kalenderdatei (.ics) herunterladen",
    google: "In Google Kalender eintragen",
  },
  {
    lang: "en",
    path: "/en/booking",
    slot: 16,
    tz: "All times in UTC",
    local: /your time\)/,
    name: "Name",
    email: "Email",
    required: "Name is required.",
    badEmail: "Please enter a valid email address.",
    summary: "Form incomplete.",
    submit: "Book now",
    done: "Your appointment is booked",
    ics: "Download calendar file (.ics)",
    google: "Add to Google Calendar",
  },
] as const) {
  test(`a visitor books a slot in the island, with the form's messages after leaving a field and after sending (${c.lang})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const block = await openIsland(page, c.path);
    await expect(block).toContainText(c.tz);
    const radios = block.getByRole("radio");
    expect(await radios.count()).toBeGreaterThan(5);
    // Keyboard: a slot is chosen with the space bar; the visitor's own time is shown beside it.
    const radio = radios.nth(c.slot);
    await radio.focus();
    await page.keyboard.press("Space");
    await expect(radio).toBeChecked();
    await expect(radio.locator("xpath=..")).toContainText(c.local);

    const form = block.locator("form");
    // The honeypot is off screen: people never see it.
    const honeypot = (await form.locator('input[name="website"]').boundingBox())!;
    expect(honeypot.x + honeypot.width).toBeLessThan(0);
    const name = form.getByLabel(c.name, { exact: true });
    const email = form.getByLabel(c.email, { exact: true });
    // No message before the visitor has left a field; leaving the name empty shows its message only.
    await expect(form.getByText(c.required)).toHaveCount(0);
    await name.focus();
    await email.focus();
    await expect(form.getByText(c.required)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText(c.badEmail)).toHaveCount(0);
    // Sending shows every message and the summary, and books nothing.
    await email.fill("not-an-address");
    await form.getByRole("button", { name: c.submit }).click();
    await expect(form.getByText(c.summary)).toBeVisible();
    await expect(form.getByText(c.badEmail)).toBeVisible();
    await expect(name).toBeFocused();
    expect(await violations(page, [".book-appointment"])).toEqual([]);

    await name.fill(`Island Visitor ${c.lang}`);
    await email.fill(visitorEmail(`island-${c.lang}`));
    await expect(form.getByText(c.required)).toHaveCount(0);
    await page.waitForTimeout(FILL_MS);
    await form.getByRole("button", { name: c.submit }).click();

    const done = block.locator("[data-booking-done]");
    await expect(done.getByRole("heading", { name: c.done })).toBeFocused();
    await expect(done).toContainText(c.local);
    const ics = done.getByRole("link", { name: c.ics });
    await expect(ics).toHaveAttribute("download", "termin.ics");
    expect(decodeURIComponent((await ics.getAttribute("href"))!)).toMatch(/^data:text\/calendar;charset=utf-8,BEGIN:VCALENDAR\r\n[\s\S]*DTSTART:\d{8}T\d{6}Z/);
    expect(await done.getByRole("link", { name: c.google }).getAttribute("href")).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
    );
  });
}

test("a slot taken meanwhile: the island says so, lists the slots again without it and keeps the details", async ({ page, baseURL }) => {
  const block = await openIsland(page, "/termine");
  const radio = block.getByRole("radio").nth(2);
  const slotId = await radio.getAttribute("value");
  await radio.check();
  const form = block.locator("form");
  await form.getByLabel("Name", { exact: true }).fill("Slow Visitor");
  await form.getByLabel("E-Mail", { exact: true }).fill(visitorEmail("slow"));
  await form.getByLabel("Nachricht").fill("Bis bald");

  // Someone else books the same slot first.
  await bookThroughApi(page.request, baseURL!, slotId!);
  await form.getByRole("button", { name: "Verbindlich buchen" }).click();

  const notice = block.locator("[data-booking-notice]");
  await expect(notice).toHaveText(/Dieser Termin wurde gerade vergeben/);
  await expect(notice).toBeFocused();
  await expect(block.locator(`input[type=radio][value="${slotId}"]`)).toHaveCount(0);
  // The details stay: choosing another slot shows the form with them.
  await block.getByRole("radio").first().check();
  await expect(block.locator("form").getByLabel("Name", { exact: true })).toHaveValue("Slow Visitor");
  await expect(block.locator("form").getByLabel("Nachricht")).toHaveValue("Bis bald");
});
