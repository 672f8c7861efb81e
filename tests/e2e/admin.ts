import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/** The admin account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "e2e-admin-password-1234";

/** An account's login: its e-mail address and password. */
export type Credentials = { email: string; password: string };

/** The admin's login, for the login form. */
export const ADMIN: Credentials = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/** The e2e server's data folder (scripts/e2e.ts, playwright.config.ts): its site database and its builds. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR || "/tmp/baukasten-e2e-data";

/**
 * Logs the admin in through the login API on `request` (a page's `page.request` puts the session
 * cookie into that page's browser context).
 */
export async function logIn(request: APIRequestContext, baseURL: string): Promise<void> {
  const login = await request.post("/api/_auth/login", { data: ADMIN, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
}

/**
 * Logs the admin in before each test of the calling spec, through the login API (the session
 * cookie lands in the page's browser context); call it once at the spec's top level.
 */
export function logInBeforeEach(): void {
  test.beforeEach(async ({ page, baseURL }) => logIn(page.request, baseURL!));
}

/** Fills the German login form `page` shows with `who` and sends it. */
export async function submitLogin(page: Page, who: Credentials): Promise<void> {
  await page.getByLabel("E-Mail-Adresse").fill(who.email);
  await page.getByLabel("Passwort").fill(who.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/**
 * Asserts that an anonymous visitor of `path` is sent to the login, with `path` to return to
 * (the whole of `returnTo`, encoded as the site encodes it).
 */
export async function expectSentToLogin(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=${escape(encodeURIComponent(path))}$`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
