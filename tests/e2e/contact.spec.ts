import { expect, test, type Browser, type Page } from "@playwright/test";
import { logIn } from "./admin.ts";
import { violations } from "./axe.ts";

// The e2e server keeps every mail in the outbox (no SMTP_URL), needs 800 ms between a form's stamp
// and its send (VISITOR_FORM_MIN_FILL_MS) and allows many sends from 127.0.0.1. Each test uses its
// own sender name, so parallel tests and reruns find their own message.

const PRACTITIONER_ADDRESS = /kontakt@[a-z-]+\.example/;
/** Longer than the server's minimum fill time, so a send after it is never "too fast". */
const FILL_MS = 1_000;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const form = (page: Page) => page.locator("form[data-contact-form]");

async function fill(page: Page, labels: { name: string; email: string; message: string }, values: { name: string; email: string; message: string }) {
  await page.getByLabel(labels.name).fill(values.name);
  await page.getByLabel(labels.email).fill(values.email);
  await page.getByLabel(labels.message).fill(values.message);
}

const DE = { name: "Dein Name", email: "Deine E-Mail-Adresse", message: "Deine Nachricht", send: "Nachricht senden" };
const EN = { name: "Your name", email: "Your e-mail address", message: "Your message", send: "Send message" };

test.describe("with JavaScript", () => {
  test("de: messages after leaving a field and on send, then the message is sent; no address on the page", async ({ page }) => {
    await page.goto("/practitioners/malte-boehm");
    expect(await page.content()).not.toMatch(PRACTITIONER_ADDRESS);
    await expect(page.getByRole("heading", { name: "Nachricht an Malte Böhm" })).toBeVisible();
    // The honeypot is off screen; people never see it.
    const honeypot = await page.locator('input[name="website"]').boundingBox();
    expect(honeypot!.x + honeypot!.width).toBeLessThan(0);
    const stamp = page.waitForResponse((r) => r.url().endsWith("/api/forms/stamp") && r.status() === 200);
    const name = page.getByLabel(DE.name);
    await name.focus();
    await stamp;
    // Nothing is said before a field is left.
    await expect(page.getByText("Dein Name ist ein Pflichtfeld.")).toBeHidden();
    await page.getByLabel(DE.email).focus();
    await expect(page.getByText("Dein Name ist ein Pflichtfeld.")).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(DE.email).fill("anna@");
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeHidden();
    await page.getByLabel(DE.message).focus();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    // A send shows every message and stays on the page, focus on the first problem.
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByText("Deine Nachricht ist ein Pflichtfeld.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(page).toHaveURL(/\/practitioners\/malte-boehm$/);
    // Fixing a field takes its message away at once.
    const sender = unique("Anna Schäfer");
    await fill(page, DE, { name: sender, email: "anna.e2e@example.org", message: "Hallo Malte,\nhast du Dienstag Zeit?" });
    await expect(page.getByText("Dein Name ist ein Pflichtfeld.")).toBeHidden();
    expect(await violations(page)).toEqual([]);
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet");
    await expect(page.getByRole("status")).toContainText(`Danke, ${sender}! Deine Nachricht an Malte Böhm ist angekommen.`);
    await expect(page.getByRole("status")).toContainText("Eine kurze Bestätigung ist an anna.e2e@example.org unterwegs.");
    expect(await page.content()).not.toMatch(PRACTITIONER_ADDRESS);
    expect(await violations(page)).toEqual([]);
    await page.getByRole("link", { name: "Zurück zu Malte Böhm" }).click();
    await expect(page).toHaveURL(/\/practitioners\/malte-boehm$/);
  });

  test("en: English messages, and a send with a forged stamp is refused", async ({ page }) => {
    await page.goto("/en/practitioners/chloe-favre");
    await expect(page.getByRole("heading", { name: "Message to Chloé Favre" })).toBeVisible();
    await page.getByRole("button", { name: EN.send }).click();
    for (const message of ["Your name is required.", "Your e-mail address is required.", "Your message is required."])
      await expect(page.getByText(message)).toBeVisible();
    await fill(page, EN, { name: unique("Emily Clarke"), email: "emily.e2e@example.co.uk", message: "Hello!" });
    await expect(page.getByText("Your message is required.")).toBeHidden();
    await page.waitForTimeout(FILL_MS);
    await form(page).evaluate((f: HTMLFormElement) => {
      (f.elements.namedItem("formStamp") as HTMLInputElement).value = `${Date.now() - 60_000}.${"A".repeat(43)}`;
    });
    await page.getByRole("button", { name: EN.send }).click();
    await expect(page.getByRole("alert")).toContainText("Form not accepted");
    await expect(page.getByRole("alert")).toContainText("This message was not sent.");
  });

  test("en: a message is sent and the reply promise is in English", async ({ page }) => {
    await page.goto("/en/practitioners/chloe-favre");
    const sender = unique("Emily Clarke");
    const stamp = page.waitForResponse((r) => r.url().endsWith("/api/forms/stamp"));
    await fill(page, EN, { name: sender, email: "emily.e2e@example.co.uk", message: "Do you have time on Tuesday?" });
    await stamp;
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: EN.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
    await expect(page.getByRole("status")).toContainText(`Thank you, ${sender}! Your message to Chloé Favre has arrived.`);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("de: the server's messages with the values kept, then the corrected form is sent", async ({ page }) => {
    await page.goto("/practitioners/malte-boehm");
    await page.getByLabel(DE.email).fill("anna@");
    await page.getByLabel(DE.message).fill("Noch da?");
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByRole("alert")).toContainText("Formular unvollständig.");
    await expect(page.getByText("Dein Name ist ein Pflichtfeld.")).toBeVisible();
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein.")).toBeVisible();
    await expect(page.getByLabel(DE.email)).toHaveValue("anna@");
    await expect(page.getByLabel(DE.message)).toHaveValue("Noch da?");
    await expect(page.getByLabel(DE.name)).toHaveAttribute("aria-invalid", "true");

    const sender = unique("Jürgen Nojs");
    await page.getByLabel(DE.name).fill(sender);
    await page.getByLabel(DE.email).fill("juergen.e2e@example.de");
    // That page carried a fresh stamp: a send after the fill time goes through.
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet");
  });

  test("de: a prerendered page's form asks to check and send once more, nothing lost", async ({ page }) => {
    await page.goto("/practitioners/malte-boehm");
    const sender = unique("Lena Groß");
    await fill(page, DE, { name: sender, email: "lena.e2e@example.at", message: "Erste Zeile\nZweite Zeile" });
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prüfen und senden");
    await expect(page.getByRole("status")).toHaveText("Prüf bitte deine Angaben und sende die Nachricht dann ab.");
    await expect(page.getByLabel(DE.name)).toHaveValue(sender);
    await expect(page.getByLabel(DE.message)).toHaveValue("Erste Zeile\nZweite Zeile");
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: DE.send }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet");
    await expect(page.getByRole("status")).toContainText(`Danke, ${sender}!`);
  });

  test("en: the server's messages in English", async ({ page }) => {
    await page.goto("/en/practitioners/chloe-favre");
    await page.getByRole("button", { name: EN.send }).click();
    await expect(page.getByRole("alert")).toContainText("Form incomplete.");
    for (const message of ["Your name is required.", "Your e-mail address is required.", "Your message is required."])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message to Chloé Favre");
    await expect(page.getByRole("link", { name: "Back to Chloé Favre" })).toHaveAttribute("href", "/en/practitioners/chloe-favre");
  });
});

async function sendMessage(browser: Browser, sender: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/practitioners/malte-boehm");
  await fill(page, DE, { name: sender, email: "admin-view.e2e@example.org", message: "Bitte ruf mich zurück." });
  await page.getByRole("button", { name: DE.send }).click();
  await page.waitForTimeout(FILL_MS);
  await page.getByRole("button", { name: DE.send }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachricht gesendet");
  await context.close();
}

test("an editor finds the message in /manage/messages, opens it, marks it read and deletes it after confirming", async ({ browser, page, baseURL }) => {
  const sender = unique("Sophie Martin");
  await sendMessage(browser, sender);
  await logIn(page.request, baseURL!);
  await page.goto("/manage?lang=de");
  await page.getByRole("navigation", { name: "Verwaltung", exact: true }).getByRole("link", { name: "Nachrichten" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nachrichten");
  const row = page.getByRole("row").filter({ hasText: sender });
  await expect(row).toContainText("Malte Böhm");
  await expect(row).toContainText("Ungelesen");
  expect(await violations(page)).toEqual([]);
  await row.getByRole("link", { name: sender }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sender);
  await expect(page.getByRole("region", { name: "Nachricht" })).toContainText("Bitte ruf mich zurück.");
  await expect(page.getByRole("link", { name: "admin-view.e2e@example.org" })).toHaveAttribute("href", /^mailto:admin-view\.e2e@example\.org/);
  expect(await page.content()).not.toMatch(PRACTITIONER_ADDRESS);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Als gelesen markieren" }).click();
  await expect(page.getByText("Gelesen", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Als ungelesen markieren" })).toBeVisible();

  await page.goto(`${page.url()}?lang=en`);
  await expect(page.getByRole("region", { name: "Message" })).toContainText("Bitte ruf mich zurück.");
  await page.getByRole("link", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("region", { name: "Delete message" })).toContainText(`Delete this message from ${sender} for good?`);
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page).toHaveURL(/\/manage\/messages\?done=messageDeleted$/);
  await expect(page.getByRole("status")).toContainText("The message is deleted.");
  await expect(page.getByRole("row").filter({ hasText: sender })).toHaveCount(0);
});
