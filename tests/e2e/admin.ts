/** The admin account the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN_EMAIL = "admin@example.test";
export const ADMIN_PASSWORD = "e2e-admin-password-1234";
