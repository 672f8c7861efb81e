import { expect, test, type Browser, type Page } from "@playwright/test";
import { addEditor } from "./accounts.ts";
import { ADMIN as admin, submitLogin, type Credentials } from "./admin.ts";
import { violations } from "./axe.ts";

// The e2e server runs without SMTP_URL: every mail stays in the outbox, where these tests read it.
// Other specs mail invitations at the same time, so a test finds its own mail by its address.

test.use({ locale: "de-DE" });

async function logIn(page: Page, who: Credentials, returnTo = "/manage") {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, who);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[?]/g, "\\?")}$`));
}

const freshPage = async (browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) =>
  (await browser.newContext({ locale: "de-DE", ...options })).newPage();

/** Invites `email` on the users page `page` shows and returns the invitation link the notice offers. */
async function invite(page: Page, email: string): Promise<string> {
  await page.goto("/manage/users");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Einladungslink erstellen" }).click();
  const notice = page.getByRole("status");
  await expect(notice).toContainText(`Einladung für ${email} erstellt`);
  await expect(notice).toContainText(`Eine E-Mail mit dem Link an ${email} (auf Deutsch) liegt im Postausgang`);
  return page.getByLabel("Einladungslink").inputValue();
}

test("an invitation is mailed: the outbox lists it and opens it to the link, in both languages", async ({ browser }) => {
  const page = await freshPage(browser);
  await logIn(page, admin);
  const email = `outbox-${Date.now()}@example.test`;
  const link = await invite(page, email);
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);

  await page.getByRole("navigation", { name: "Verwaltung", exact: true }).getByRole("link", { name: "Postausgang" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Postausgang");
  await expect(page.getByText("SMTP_URL ist nicht eingerichtet")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("im Postausgang");
  await expect(row).toContainText("Einladung");
  expect(await violations(page)).toEqual([]);

  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/manage\/outbox\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Einladung: .+ mitbearbeiten$/);
  const text = page.getByRole("region", { name: "Textfassung" });
  await expect(text).toContainText(`Einladung annehmen:\n${link}`);
  await expect(page.getByRole("region", { name: "Kopfzeilen" })).toContainText(`To: ${email}`);
  // The HTML version is shown as its source, never rendered: its link is text, not a link.
  const html = page.getByRole("region", { name: "HTML-Fassung (als Quelltext)" });
  await expect(html).toContainText(`<a href="${link}">Einladung annehmen</a>`);
  await expect(html.getByRole("link")).toHaveCount(0);
  expect(await violations(page)).toEqual([]);

  await page.goto(`${page.url()}?lang=en`);
  await expect(page.getByRole("region", { name: "Text version" })).toContainText(link);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("in the outbox");
  expect(await violations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the outbox" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outbox");
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Invitation");
  expect(await violations(page)).toEqual([]);
  await page.context().close();

  // Without scripts the list and the mail read the same.
  const plain = await freshPage(browser, { javaScriptEnabled: false });
  await logIn(plain, admin, "/manage/outbox");
  await plain.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await expect(plain.getByRole("region", { name: "Textfassung" })).toContainText(link);
  await plain.context().close();
});

test("an editor sees the outbox but not an invitation's link; a bad page or id gets its error screen", async ({ browser, page }) => {
  const superuser = await freshPage(browser);
  await logIn(superuser, admin);
  const email = `outbox-hidden-${Date.now()}@example.test`;
  const link = await invite(superuser, email);
  await superuser.context().close();

  await logIn(page, await addEditor("outbox"));
  await page.goto("/manage/outbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Postausgang");
  await page.getByRole("row").filter({ hasText: email }).getByRole("link").click();
  await expect(page.getByText("Diese E-Mail enthält persönliche Angaben oder einen persönlichen Link: Ihren Inhalt sehen nur Administratoren.")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(link.split("/").pop()!);
  expect(await violations(page)).toEqual([]);

  expect((await page.goto("/manage/outbox?page=abc"))?.status()).toBe(400);
  expect((await page.goto("/manage/outbox?page=100000"))?.status()).toBe(404);
  expect((await page.goto("/manage/outbox/0"))?.status()).toBe(404);
  expect((await page.goto("/manage/outbox/999999999"))?.status()).toBe(404);
});
