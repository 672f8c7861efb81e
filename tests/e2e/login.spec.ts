import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin.ts";

// The form must work as plain HTML.
test.use({ javaScriptEnabled: false });

test("the login form has labelled fields and posts to the login endpoint", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anmelden");
  const email = page.getByLabel("E-Mail-Adresse");
  const password = page.getByLabel("Passwort");
  await expect(email).toHaveAttribute("type", "email");
  await expect(password).toHaveAttribute("type", "password");
  const form = page.locator("form");
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/_auth/login");
});

test("the admin logs in without JavaScript", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("E-Mail-Adresse").fill(ADMIN_EMAIL);
  await page.getByLabel("Passwort").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForLoadState();
  expect(page.url()).not.toContain("error=");
  const session = await context.request.get("/api/_auth/session");
  expect(session.status()).toBe(200);
  const body = (await session.json()) as { user?: { email?: string } };
  expect(body.user?.email).toBe(ADMIN_EMAIL);
});

test("a wrong password shows an error message in German", async ({ page, context }) => {
  await page.goto("/login");
  await page.getByLabel("E-Mail-Adresse").fill(ADMIN_EMAIL);
  await page.getByLabel("Passwort").fill("definitely-not-the-password");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/login\?(.*&)?error=invalid/);
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort ist falsch.");
  const session = (await (await context.request.get("/api/_auth/session")).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();
});
