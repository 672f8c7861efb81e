import { expect, test } from "@playwright/test";
import { logIn } from "./admin.ts";
import { violations } from "./axe.ts";
import { bookThroughApi, openSlots, visitorEmail } from "./booking-api.ts";

// An editor's bookings screens: the list, one booking, and cancelling it with a note to the
// visitor. The slot is one near the end of the bookable window, which no other test books.

test("an editor finds a booking in /manage/bookings, opens it and cancels it with a note; the slot is free again", async ({ page, baseURL }) => {
  const name = `Berta Buchung ${Date.now().toString(36)}`;
  const email = visitorEmail("admin-booking");
  const { slots } = await openSlots(page.request, 60);
  const slot = slots.at(-3)!;
  await bookThroughApi(page.request, baseURL!, slot.id, { name, email, language: "en", message: "Zum ersten Mal hier." });

  await logIn(page.request, baseURL!);
  await page.goto("/manage?lang=de");
  await page.getByRole("navigation", { name: "Verwaltung", exact: true }).getByRole("link", { name: "Buchungen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buchungen");
  await expect(page.getByRole("link", { name: /^Bevorstehend \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: name });
  // Upcoming bookings come next first and this one is far out: it may be on a later page.
  for (let pages = 0; (await row.count()) === 0 && pages < 10; pages++) await page.getByRole("link", { name: "Nächste Seite" }).click();
  expect(await violations(page)).toEqual([]);
  await row.getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(page.getByRole("region", { name: "Nachricht" })).toContainText("Zum ersten Mal hier.");
  await expect(page.getByText("Englisch", { exact: true })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.getByRole("link", { name: "Termin absagen …" }).click();
  const step = page.getByRole("region", { name: "Termin absagen" });
  await expect(step).toContainText(`Die Buchung von ${name} am`);
  expect(await violations(page)).toEqual([]);
  await step.getByLabel(`Nachricht an ${name} (optional)`).fill("Die Praxis bleibt an dem Tag zu. Bitte buch einen anderen Termin.");
  await step.getByRole("button", { name: "Absagen und benachrichtigen" }).click();

  await expect(page).toHaveURL(/\?done=bookingCancelled$/);
  await expect(page.getByRole("status")).toContainText(`Die Buchung ist abgesagt, der Termin wieder frei. ${name} bekommt eine E-Mail.`);
  await expect(page.getByText("Abgesagt", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Termin absagen …" })).toHaveCount(0);
  await expect.poll(async () => (await openSlots(page.request, 60)).slots.map((s) => s.id)).toContain(slot.id);

  // The visitor's mail, in English, in the outbox.
  await page.goto("/manage/outbox?lang=en");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ hasText: /^Your appointment on .+ \(UTC\) is cancelled/ }),
  ).toHaveCount(1);
});
