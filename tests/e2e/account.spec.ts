import { expect, test } from "@playwright/test";
import { addEditor } from "./accounts.ts";
import { submitLogin } from "./admin.ts";
import { violations } from "./axe.ts";

// The flows change a password, so they use an editor of their own rather than the admin other specs log in with.

test.describe("without JavaScript", () => {
  // A German browser: the admin pages follow Accept-Language unless ?lang= says otherwise.
  test.use({ javaScriptEnabled: false, locale: "de-DE" });

  test("an editor logs in from a content page, lands back there, opens /manage, changes the password and logs out", async ({ page, context }) => {
    const editor = await addEditor("account");
    await page.goto("/");
    await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Über uns" }).click();
    const contentUrl = page.url();
    expect(new URL(contentUrl).pathname).not.toBe("/");

    await page.getByRole("contentinfo").getByRole("link", { name: "Anmelden" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
    await submitLogin(page, editor);
    await expect(page).toHaveURL(contentUrl);

    await page.goto("/manage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Übersicht");
    await expect(page.getByRole("heading", { level: 2, name: "Inhalte" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Inhalte" }).getByText("Seiten", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ausgelieferter Stand" })).toBeVisible();
    await page.getByRole("link", { name: "Cache leeren …" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cache leeren");
    await page.getByRole("button", { name: "Cache leeren" }).click();
    await expect(page.getByRole("status")).toContainText(/Der Cache ist geleert/);
    await page.getByRole("link", { name: "Zurück zur Übersicht" }).click();

    await page.getByRole("navigation", { name: "Verwaltung" }).getByRole("link", { name: "Konto" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Konto");
    const next = `${editor.password}-neu`;
    await page.getByLabel("Aktuelles Passwort").fill("not-the-current-password");
    await page.getByLabel("Neues Passwort", { exact: true }).fill(next);
    await page.getByLabel("Neues Passwort wiederholen").fill(`${next}!`);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByRole("alert")).toContainText("Das Passwort wurde nicht geändert.");
    await expect(page.getByLabel("Neues Passwort wiederholen")).toHaveAttribute("aria-invalid", "true");
    // Only the problems the form knows without the current password: the mismatch.
    await expect(page.getByLabel("Neues Passwort wiederholen")).toBeFocused();
    await expect(page.getByText("Die Wiederholung stimmt nicht mit dem neuen Passwort überein.").first()).toBeVisible();

    await page.getByLabel("Aktuelles Passwort").fill("not-the-current-password");
    await page.getByLabel("Neues Passwort", { exact: true }).fill(next);
    await page.getByLabel("Neues Passwort wiederholen").fill(next);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByLabel("Aktuelles Passwort")).toBeFocused();
    await expect(page.getByLabel("Aktuelles Passwort")).toHaveAccessibleDescription(/Das aktuelle Passwort ist falsch/);

    await page.getByLabel("Aktuelles Passwort").fill(editor.password);
    await page.getByLabel("Neues Passwort", { exact: true }).fill(next);
    await page.getByLabel("Neues Passwort wiederholen").fill(next);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByRole("status")).toHaveText(/Dein Passwort ist geändert/);

    await page.getByRole("banner").getByRole("button", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await (await context.request.get("/api/_auth/session")).json()).toEqual({});
    await page.goto("/manage");
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmanage$/);

    await submitLogin(page, editor);
    await expect(page).toHaveURL(/\/login\?error=invalid/);
    await submitLogin(page, { email: editor.email, password: next });
    await expect(page).toHaveURL(/\/manage$/);
  });

  test("the account page works in English and by keyboard", async ({ page }) => {
    const editor = await addEditor("keyboard");
    await page.goto("/en/login");
    await page.getByLabel("E-mail address").fill(editor.email);
    await page.getByLabel("Password").fill(editor.password);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en$/);
    await page.goto("/manage/account?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account");
    await page.getByLabel("Current password").focus();
    await page.keyboard.type(editor.password);
    await page.keyboard.press("Tab");
    await page.keyboard.type("too-short");
    await page.keyboard.press("Tab");
    await page.keyboard.type("too-short");
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
    await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/The new password needs at least 12 characters/);
    // The language stays with the editor (cookie) on the next admin page.
    await page.goto("/manage");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test("axe finds no WCAG 2.2 AA violation on /manage and /manage/account, errors and messages shown", async ({ page }) => {
  const editor = await addEditor("axe");
  await page.goto("/login");
  await submitLogin(page, editor);
  for (const path of [
    "/manage",
    "/manage?done=flushed&lang=en",
    "/manage/account?lang=de",
    "/manage/account?current=wrong&next=short&confirm=mismatch",
    "/manage/account?changed=1&lang=en",
  ]) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  }
});
