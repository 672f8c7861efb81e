import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signNewsletterToken } from "../../src/lib/newsletter/token.ts";
import { ADMIN, E2E_DATA_DIR, submitLogin } from "./admin.ts";

// The e2e server runs without SMTP_URL, so the mails stay in the outbox, where a superuser reads
// them; its minimum fill time is 0.8 s (playwright.config.ts), which a visitor's second send waits out.
const FILL_MS = 900;

const unique = (what: string) => `nl-${what}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;

/** The link under `label` in the text of the newest mail to `email` whose subject starts with `subject`, as a superuser reads it in the outbox. */
async function linkFromOutbox(browser: Browser, email: string, subject: string, label: string): Promise<string> {
  const page = await (await browser.newContext({ locale: "de-DE" })).newPage();
  await page.goto("/login?returnTo=%2Fmanage%2Foutbox");
  await submitLogin(page, ADMIN);
  await expect(page).toHaveURL(/\/manage\/outbox$/);
  const row = page.getByRole("row").filter({ hasText: email }).filter({ hasText: subject }).first();
  // The outbox names the kind of mail in the admin's language.
  await expect(row).toContainText(/Newsletter: (Anmeldung bestätigen|Willkommen)/);
  await row.getByRole("link").click();
  const text = await page.getByRole("region", { name: "Textfassung" }).innerText();
  await page.context().close();
  const url = new RegExp(`${label}:\\n(\\S+)`).exec(text)?.[1];
  expect(url, text).toBeDefined();
  // The mails name the site by SITE_URL, unset here: http://localhost:<port>. Open the path on the test server.
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

/** Fills the signup block's form on `page` and sends it. */
async function send(page: Page, labels: { email: string; name: string; submit: string }, email: string, name = "") {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.name).fill(name);
  await page.getByRole("button", { name: labels.submit }).click();
}

const DE = { email: "E-Mail-Adresse", name: "Name (freiwillig)", submit: "Newsletter abonnieren" };
const EN = { email: "E-mail address", name: "Name (optional)", submit: "Subscribe" };

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: a wrong address comes back with its message and the values; then check your inbox", async ({ page }) => {
    await page.goto("/newsletter");
    // The honeypot is off screen: people never see it.
    const honeypot = (await page.locator('input[name="website"]').boundingBox())!;
    expect(honeypot.x + honeypot.width).toBeLessThan(0);
    await send(page, DE, "anna-at-example", "Anna Schäfer");
    await expect(page).toHaveURL(/\/api\/newsletter\/signup$/);
    await expect(page.getByRole("alert")).toHaveText("Bitte prüf die markierten Angaben.");
    await expect(page.getByText("Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@example.org.")).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("anna-at-example");
    await expect(page.getByLabel("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name (freiwillig)")).toHaveValue("Anna Schäfer");
    const email = unique("de");
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schau in dein Postfach");
    await expect(page.getByRole("status")).toContainText(`Falls ${email} noch nicht angemeldet ist, bekommst du gleich eine E-Mail`);
  });

  test("English: a form sent straight from the page is shown once more to check and send", async ({ page }) => {
    await page.goto("/en/newsletter");
    const email = unique("en");
    await send(page, EN, email, "Emily");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your details");
    await expect(page.getByRole("alert")).toHaveText("Almost done: please check your details and send them.");
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    await page.waitForTimeout(FILL_MS);
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  });
});

test("English: an empty and a wrong address get their messages, the name stays", async ({ page }) => {
  await page.goto("/en/newsletter");
  await send(page, EN, "", "Emily Clarke");
  await expect(page.getByRole("alert")).toHaveText("Please check the marked fields.");
  await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Name (optional)")).toHaveValue("Emily Clarke");
  await page.getByLabel("E-mail address").fill("emily@");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Please enter a valid e-mail address, e.g. name@example.org.")).toBeVisible();
});

test("German: the link from the mail confirms with a button; the welcome mail's link unsubscribes", async ({ browser, page }) => {
  const email = unique("confirm");
  await page.goto("/newsletter");
  await send(page, DE, email, "Jörg Weiß");
  await page.waitForTimeout(FILL_MS);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schau in dein Postfach");

  await page.goto(await linkFromOutbox(browser, email, "Bitte bestätige", "Anmeldung bestätigen"));
  const subscription = page.getByRole("region", { name: "Dein Abonnement" });
  await expect(subscription).toContainText("Für diese Adresse besteht kein Newsletter-Abonnement.");
  await expect(subscription).toContainText(`Bestätige, dass du den Newsletter an ${email} bekommen möchtest.`);
  await subscription.getByRole("button", { name: "Abonnement bestätigen" }).click();
  await expect(page.getByRole("status")).toHaveText("Danke! Dein Abonnement ist bestätigt.");
  await expect(subscription).toContainText("Hallo Jörg Weiß, du bekommst unseren Newsletter.");
  await expect(subscription.getByRole("button")).toHaveCount(0);

  await page.goto(await linkFromOutbox(browser, email, "Willkommen", "Abonnement ansehen oder abbestellen"));
  await subscription.getByRole("button", { name: "Newsletter abbestellen" }).click();
  await expect(page.getByRole("status")).toHaveText("Du hast den Newsletter abbestellt. Es kommen keine weiteren Ausgaben.");
  await expect(subscription).toContainText("Für diese Adresse besteht kein Newsletter-Abonnement.");
});

test("a forged and an expired link say so, in both languages, and offer no button", async ({ page }) => {
  const email = unique("links");
  const { tokenKey } = JSON.parse(readFileSync(join(E2E_DATA_DIR, "secrets.json"), "utf8")) as { tokenKey: string };
  const forged = signNewsletterToken("not-the-key-not-the-key-not-the-key", "confirm", email, Date.now() + 3_600_000);
  await page.goto(`/newsletter/${email}?lang=en&token=${forged}`);
  await expect(page.getByRole("alert")).toHaveText("This link is not valid; nothing was changed.");
  await expect(page.getByRole("button", { name: "Confirm subscription" })).toHaveCount(0);
  const expired = signNewsletterToken(tokenKey, "confirm", email, Date.now() - 60_000);
  await page.goto(`/newsletter/${email}?token=${expired}`);
  await expect(page.getByRole("alert")).toHaveText(
    "Dieser Link ist abgelaufen, es wurde nichts geändert. Melde dich einfach noch einmal an, dann bekommst du einen neuen.",
  );
  await expect(page.getByRole("region", { name: "Dein Abonnement" })).toContainText("Für diese Adresse besteht kein Newsletter-Abonnement.");
  await expect(page.getByRole("button", { name: "Abonnement bestätigen" })).toHaveCount(0);
});
