import { expect, test } from "@playwright/test";

/** The admin account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "e2e-admin-password-1234";

/**
 * Logs the admin in before each test of the calling spec, through the login API (the session
 * cookie lands in the page's browser context); call it once at the spec's top level.
 */
export function logInBeforeEach(): void {
  test.beforeEach(async ({ page, baseURL }) => {
    const login = await page.request.post("/api/_auth/login", { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { origin: baseURL! } });
    expect(login.status()).toBe(200);
  });
}
