import { expect, test, type Browser, type Page } from "@playwright/test";
import { addEditor } from "./accounts.ts";
import { ADMIN as admin, expectSentToLogin, submitLogin, type Credentials } from "./admin.ts";
import { violations } from "./axe.ts";

/** Logs in through the German login form, sent on to `returnTo`. */
async function logIn(page: Page, who: Credentials, returnTo = "/manage") {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, who);
}

const freshPage = async (browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) =>
  (await browser.newContext({ locale: "de-DE", ...options })).newPage();

test.use({ locale: "de-DE" });

test("an anonymous visitor of /manage/flushcache is sent to the login", async ({ page }) => {
  await expectSentToLogin(page, "/manage/flushcache");
});

test("an editor empties the cache on its own screen and sees what went", async ({ page }) => {
  await logIn(page, await addEditor("flush"));
  await page.goto("/manage/flushcache");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache leeren");
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cache leeren" }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Der Cache ist geleert.");
  await expect(status).toContainText(/\d+ zwischengespeicherte Antworten des Inhaltsdienstes/);
  await expect(status).toContainText("das GraphQL-Schema für Besucher");
  expect(await violations(page)).toEqual([]);
  await page.goto("/manage/flushcache?lang=en");
  await page.getByRole("button", { name: "Empty the cache" }).click();
  await expect(page.getByRole("status")).toContainText("The cache is empty.");
  expect(await violations(page)).toEqual([]);
});

test("the navigation: sections on a wide screen, a menu on a phone, superuser areas only for superusers", async ({ page, browser }) => {
  await logIn(page, admin);
  await page.goto("/manage");
  const nav = page.getByRole("navigation", { name: "Verwaltung", exact: true });
  await expect(nav.getByRole("link", { name: "Übersicht" })).toHaveAttribute("aria-current", "page");
  for (const name of ["Seiten", "Benutzer", "Konto"]) await expect(nav.getByRole("link", { name })).toBeVisible();
  await expect(nav.getByText("Zugang", { exact: true })).toBeVisible();
  // The seeded backend-navigation: its design group names /manage/tailwind, and the theme's schemas sit in that section.
  const design = nav.getByRole("list", { name: "Gestaltung" });
  await expect(design.getByRole("link", { name: "Gestaltung", exact: true })).toHaveAttribute("href", "/manage/tailwind");
  await expect(design.getByRole("link", { name: "Theme", exact: true })).toHaveAttribute("href", "/manage/squidex/theme-settings");
  // Analytics has no screen yet: its entry is not linked.
  await expect(nav.getByRole("link", { name: "Statistik" })).toHaveCount(0);
  // The skip link is the first stop and leads into the page.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();

  const phone = await freshPage(browser, { viewport: { width: 390, height: 844 } });
  await logIn(phone, await addEditor("phone"));
  await phone.goto("/manage/account");
  await expect(phone.getByRole("navigation", { name: "Verwaltung", exact: true })).toBeHidden();
  await phone.getByText("Menü").click();
  const menu = phone.getByRole("navigation", { name: "Verwaltung", exact: true });
  await expect(menu.getByRole("link", { name: "Konto" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Benutzer" })).toHaveCount(0);
  expect(await violations(phone)).toEqual([]);
  await menu.getByRole("link", { name: "Übersicht" }).click();
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText("Übersicht");
  await phone.context().close();
});

test("the overview shows what waits, the latest changes with readable authors, the build and the areas", async ({ page }) => {
  await logIn(page, await addEditor("overview"));
  await page.goto("/manage");
  await expect(page.getByRole("heading", { level: 2, name: "Warten auf Veröffentlichung" })).toBeVisible();
  const recent = page.getByRole("region", { name: "Letzte Änderungen" });
  await expect(recent.getByRole("listitem").first()).toBeVisible();
  // Seeded pages were written by the site's own client: named as the website, not by its id.
  await expect(recent).not.toContainText("client:");
  await expect(page.getByRole("heading", { level: 2, name: "Ausgelieferter Stand" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Bereiche" }).getByRole("link", { name: "Seiten" })).toHaveAttribute("href", "/manage/pages");
  await expect(page.getByText("Kommt mit dem Verwaltungsbereich")).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  await page.goto("/manage?lang=en");
  await expect(page.getByRole("heading", { level: 2, name: "Recent changes" })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("account: own sessions listed with this one marked; ending all others logs the other browser out", async ({ page, browser }) => {
  const editor = await addEditor("sessions");
  await logIn(page, editor);
  // The other browser names itself, so the list can be checked for what it shows of it.
  const other = await freshPage(browser, { userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0" });
  await logIn(other, editor);
  await other.goto("/manage/account");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Konto");

  await page.goto("/manage/account");
  const sessions = page.getByRole("region", { name: "Angemeldete Geräte" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("Diese Sitzung")).toHaveCount(1);
  await expect(sessions.getByRole("listitem").first()).toContainText("Diese Sitzung");
  await expect(sessions.getByRole("listitem").nth(1)).toContainText("Firefox auf Linux");
  expect(await violations(page)).toEqual([]);
  await sessions.getByRole("button", { name: "Alle anderen Sitzungen beenden" }).click();
  await expect(page.getByRole("status")).toHaveText("Alle anderen Sitzungen sind beendet. Nur hier bist du noch angemeldet.");
  await expect(sessions.getByRole("listitem")).toHaveCount(1);

  await other.goto("/manage/account");
  await expect(other).toHaveURL(/\/login\?returnTo=/);
  await other.context().close();

  await page.getByRole("button", { name: "Überall abmelden, auch hier" }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fmanage%2Faccount$/);
  await page.goto("/manage");
  await expect(page).toHaveURL(/\/login/);
});

test("users: invite, accept in a fresh browser, log in; disable ends the sessions and stops the login", async ({ page, browser }) => {
  const email = `invited-${Date.now()}@example.test`;
  const password = `invited-password-${Date.now()}`;
  await logIn(page, admin);
  await page.goto("/manage/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Benutzer");
  expect(await violations(page)).toEqual([]);
  await page.getByLabel("E-Mail-Adresse").fill("not-an-address");
  await page.getByRole("button", { name: "Einladungslink erstellen" }).click();
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveAccessibleDescription(/keine gültige E-Mail-Adresse/);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Einladungslink erstellen" }).click();
  await expect(page.getByRole("status")).toContainText(`Einladung für ${email} erstellt`);
  const link = await page.getByLabel("Einladungslink").inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Link kopieren" }).click();
  await expect(page.getByText("Kopiert.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(page.getByRole("region", { name: "Offene Einladungen" })).toContainText(email);
  expect(await violations(page)).toEqual([]);

  const invitee = await freshPage(browser);
  await invitee.goto(`${link}?lang=en`);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Accept the invitation");
  expect(await violations(invitee)).toEqual([]);
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText("Einladung annehmen");
  await invitee.getByLabel("Dein Name").fill("Ines");
  await invitee.getByLabel("Passwort", { exact: true }).fill("short");
  await invitee.getByLabel("Passwort wiederholen").fill("short");
  await invitee.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(invitee.getByLabel("Passwort", { exact: true })).toBeFocused();
  await expect(invitee.getByLabel("Dein Name")).toHaveValue("Ines");
  expect(await violations(invitee)).toEqual([]);
  await invitee.getByLabel("Passwort", { exact: true }).fill(password);
  await invitee.getByLabel("Passwort wiederholen").fill(password);
  await invitee.getByRole("button", { name: "Konto anlegen" }).click();
  await expect(invitee.getByRole("status")).toContainText("Dein Konto ist angelegt.");
  await submitLogin(invitee, { email, password });
  await expect(invitee).toHaveURL(/\/manage$/);
  await expect(invitee.getByRole("banner")).toContainText("Ines");
  // The link is used up.
  const again = await freshPage(browser);
  const reused = await again.goto(link);
  expect(reused?.status()).toBe(404);
  await expect(again.getByRole("alert")).toContainText("Diese Einladung gilt nicht mehr");
  await again.context().close();

  await page.goto("/manage/users");
  const row = page.getByRole("listitem").filter({ hasText: email });
  await expect(row).toContainText("Ines");
  await row.getByRole("button", { name: "Ines deaktivieren" }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} ist deaktiviert und überall abgemeldet.`);
  await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText("Deaktiviert");

  await invitee.goto("/manage");
  await expect(invitee).toHaveURL(/\/login\?returnTo=%2Fmanage$/);
  await submitLogin(invitee, { email, password });
  await expect(invitee.getByRole("alert")).toHaveText("Dieses Konto ist deaktiviert. Bitte wende dich an eine Person, die die Benutzer verwaltet.");
  await invitee.context().close();
});

test("an editor is refused user management: 403 screen, nothing written, no link", async ({ page, baseURL, browser }) => {
  await logIn(page, await addEditor("refused"));
  await page.goto("/manage");
  await expect(page.getByRole("navigation", { name: "Verwaltung", exact: true }).getByRole("link", { name: "Benutzer" })).toHaveCount(0);
  const screen = await page.goto("/manage/users");
  expect(screen?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Nur für Administratoren");
  const email = `sneaky-${Date.now()}@example.test`;
  const post = await page.request.post("/manage/users", {
    form: { action: "invite", email, role: "superuser" },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  const superuser = await freshPage(browser);
  await logIn(superuser, admin);
  await superuser.goto("/manage/users");
  await expect(superuser.getByRole("heading", { level: 1 })).toHaveText("Benutzer");
  await expect(superuser.getByRole("main")).not.toContainText(email);
  await superuser.context().close();
});

test("without scripts the invitation link is a read-only field to copy by hand, and no button that would do nothing", async ({ browser }) => {
  const page = await freshPage(browser, { javaScriptEnabled: false });
  await logIn(page, admin, "/manage/users");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Benutzer");
  const email = `no-script-${Date.now()}@example.test`;
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Einladungslink erstellen" }).click();
  await expect(page.getByRole("status")).toContainText(`Einladung für ${email} erstellt`);
  const field = page.getByLabel("Einladungslink");
  await expect(field).toHaveAttribute("readonly", "");
  expect(await field.inputValue()).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("button", { name: "Link kopieren" })).toHaveCount(0);
  await page.context().close();
});
