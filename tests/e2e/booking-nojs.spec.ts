import { expect, test, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { signCancelToken } from "../../src/lib/booking/cancel-token.ts";
import { E2E_DATA_DIR, logIn } from "./admin.ts";
import { violations } from "./axe.ts";
import { bookThroughApi, FILL_MS, openSlots, visitorEmail } from "./booking-api.ts";

// The booking page without JavaScript (/appointments/:id, a plain form POST) and the page behind
// the confirmation's cancel link (/appointments/:id/cancel?token=…).

// The outbox is read in German (the admin's language follows the browser's).
test.use({ locale: "de-DE" });

const noScript = async (browser: Browser, locale = "de-DE"): Promise<Page> => (await browser.newContext({ javaScriptEnabled: false, locale })).newPage();

test("without JavaScript a slot link opens its booking form, which shows the messages, keeps the input and books", async ({ browser }) => {
  const page = await noScript(browser);
  await page.goto("/termine");
  const link = page.locator(".book-appointment a[href^='/appointments/']").nth(22);
  const href = await link.getAttribute("href");
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termin buchen");
  await expect(page.locator("[data-booking-selected]")).toContainText(/^Gewählt: .+ UTC/);
  // The honeypot is there but hidden from people (off screen) and the tab order.
  await expect(page.locator("input[name=website]")).toHaveAttribute("tabindex", "-1");
  const honeypot = (await page.locator("input[name=website]").boundingBox())!;
  expect(honeypot.x + honeypot.width).toBeLessThan(0);

  await page.getByLabel("E-Mail", { exact: true }).fill("nicht-gültig");
  await page.getByLabel("Telefon").fill("ruf mich an");
  await page.getByRole("button", { name: "Verbindlich buchen" }).click();
  await expect(page.getByText("Formular unvollständig.")).toBeVisible();
  await expect(page.getByText("Name ist ein Pflichtfeld.")).toBeVisible();
  await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
  await expect(page.getByText("Telefon hat nicht das erwartete Format.")).toBeVisible();
  await expect(page.getByLabel("E-Mail", { exact: true })).toHaveValue("nicht-gültig");
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name", { exact: true }).fill("Ohne Skript");
  await page.getByLabel("E-Mail", { exact: true }).fill(visitorEmail("nojs"));
  await page.getByLabel("Telefon").fill("+49 30 1234");
  await page.waitForTimeout(FILL_MS);
  await page.getByRole("button", { name: "Verbindlich buchen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Termin ist gebucht");
  await expect(page.getByRole("link", { name: "Kalenderdatei (.ics) herunterladen" })).toHaveAttribute("download", "termin.ics");

  // The slot is gone: its page says so (404), and the open slots no longer list it.
  const again = await page.goto(href!);
  expect(again?.status()).toBe(404);
  await expect(page.getByText("Diesen Termin gibt es nicht, oder er ist schon vergeben.")).toBeVisible();
  expect((await openSlots(page.request)).slots.map((s) => s.id)).not.toContain(href!.split("/").pop());
});

test("the booking page with its messages has no accessibility violations (axe needs JavaScript in the browser; the page has none of its own)", async ({
  page,
}) => {
  const { slots } = await openSlots(page.request);
  await page.goto(`/appointments/${slots[14]!.id}`);
  await page.getByRole("button", { name: "Verbindlich buchen" }).click();
  await expect(page.getByText("Name ist ein Pflichtfeld.")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the confirmation mail's cancel link opens a page whose button cancels and frees the slot; the link then is spent", async ({ page, baseURL }) => {
  const { slots } = await openSlots(page.request);
  const slot = slots[8]!;
  const email = visitorEmail("cancel");
  await bookThroughApi(page.request, baseURL!, slot.id, { email });

  // The mail is in the outbox (the e2e server has no SMTP); its link is the cancel page's.
  await logIn(page.request, baseURL!);
  await page.goto("/manage/outbox");
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  const text = await page.getByRole("region", { name: "Textfassung" }).innerText();
  const cancelUrl = /http\S+\/appointments\/\S+\/cancel\?token=\S+/.exec(text)?.[0];
  expect(cancelUrl, text).toBeTruthy();
  expect(text).toMatch(/https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/);

  await page.goto(new URL(cancelUrl!).pathname + new URL(cancelUrl!).search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termin absagen");
  await expect(page.getByText(/Möchtest du deinen Termin am .+ UTC absagen\?/)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // Opening the page changed nothing.
  expect((await openSlots(page.request)).slots.map((s) => s.id)).not.toContain(slot.id);
  await page.getByRole("button", { name: "Termin absagen" }).click();
  await expect(page.getByRole("status")).toHaveText(/ist abgesagt\. Der Termin ist wieder frei\./);
  await expect.poll(async () => (await openSlots(page.request)).slots.map((s) => s.id)).toContain(slot.id);

  const used = await page.goto(new URL(cancelUrl!).pathname + new URL(cancelUrl!).search);
  expect(used?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText(/ungültig, abgelaufen oder wurde schon benutzt/);
});

test("a forged or expired cancel link is a 404 page and changes nothing (en)", async ({ page, baseURL }) => {
  const { slots } = await openSlots(page.request);
  const slot = slots[10]!;
  const { booking, cancel } = await bookThroughApi(page.request, baseURL!, slot.id, { language: "en" });
  const { tokenKey } = JSON.parse(readFileSync(join(E2E_DATA_DIR, "secrets.json"), "utf8")) as { tokenKey: string };
  const [id, expires, mac] = cancel.token.split(".");
  const tokens = {
    forged: `${id}.${expires}.${mac!.slice(0, -2)}${mac!.endsWith("AA") ? "BB" : "AA"}`,
    expired: signCancelToken(tokenKey, booking.id, slot.id, Date.now() - 60_000),
  };
  for (const [kind, token] of Object.entries(tokens)) {
    const res = await page.goto(`/en/appointments/${slot.id}/cancel?token=${encodeURIComponent(token)}`);
    expect(res?.status(), kind).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("This cancel link is invalid, has expired or has been used already. Nothing was changed.");
    await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
  }
  // A forged token sent straight to the page's POST changes nothing either.
  const post = await page.request.post(`/en/appointments/${slot.id}/cancel`, { headers: { origin: baseURL! }, form: { token: tokens.forged } });
  expect(post.status()).toBe(404);
  // And a POST from another site is refused before anything is read.
  const cross = await page.request.post(`/en/appointments/${slot.id}/cancel`, { headers: { origin: "https://evil.example" }, form: { token: cancel.token } });
  expect(cross.status()).toBe(403);
  expect((await openSlots(page.request)).slots.map((s) => s.id)).not.toContain(slot.id);
});
