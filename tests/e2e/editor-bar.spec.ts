import { expect, test, type Page } from "@playwright/test";
import { addEditor } from "./accounts.ts";
import { ADMIN_EMAIL, ADMIN_PASSWORD, submitLogin } from "./admin.ts";

/** Logs in through the footer's login link of the page at `path`, in that page's language. */
async function logInFrom(page: Page, path: string, labels: { login: string; email: string; password: string }): Promise<void> {
  await page.goto(path);
  await page.getByRole("contentinfo").getByRole("link", { name: labels.login }).click();
  await page.getByLabel(labels.email).fill(ADMIN_EMAIL);
  await page.getByLabel(labels.password).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: labels.login }).click();
}

const hint = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "editor");

test("after login the page it came from shows the editor bar: who, the admin area, log out", async ({ page }) => {
  await logInFrom(page, "/ueber-uns", { login: "Anmelden", email: "E-Mail-Adresse", password: "Passwort" });
  await expect(page).toHaveURL(/\/ueber-uns$/);
  const bar = page.getByRole("region", { name: "Redaktion" });
  await expect(bar).toContainText(`Angemeldet als`);
  await expect(bar.getByRole("link", { name: "Verwaltung" })).toHaveAttribute("href", "/manage?lang=de");
  // Logged in, the footer no longer offers to log in, but the admin area.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Anmelden" })).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Verwaltung", exact: true })).toHaveAttribute("href", "/manage?lang=de");
  // The hint is readable by scripts, the session is not.
  expect((await hint(page))?.httpOnly).toBe(false);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "session")?.httpOnly).toBe(true);

  await page.goto("/en/about");
  const english = page.getByRole("region", { name: "Editing" });
  await expect(english).toContainText("Logged in as");
  await expect(english.getByRole("link", { name: "Admin area" })).toHaveAttribute("href", "/manage?lang=en");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Log in" })).toBeHidden();

  await english.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Editing" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Admin", exact: true })).toBeHidden();
  expect(await hint(page)).toBeUndefined();
  const session = (await (await page.request.get("/api/_auth/session")).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();
});

test("a hint cookie without a session shows no bar and is dropped", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "editor", value: "1", url: baseURL! }]);
  const session = page.waitForResponse((response) => response.url().endsWith("/api/_auth/session"));
  await page.goto("/kontakt");
  await session;
  await expect.poll(() => hint(page)).toBeUndefined();
  await expect(page.getByRole("region", { name: "Redaktion" })).toHaveCount(0);
  // A visitor after all: the footer offers the login, not the admin area.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Anmelden" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Verwaltung", exact: true })).toBeHidden();
});

test("a visitor's page requests no editor code and no session", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await page.goto("/kontakt");
  await page.waitForLoadState("networkidle");
  expect(requests.filter((path) => path.includes("EditorBar") || path.startsWith("/api/_auth"))).toEqual([]);
});

test("an editor who has not yet changed the first-start password is sent to change it instead of being offered edit mode", async ({ page }) => {
  const editor = await addEditor("first", { name: "Erna", mustChangePassword: true });
  await page.goto("/login");
  await submitLogin(page, editor);
  await expect(page).toHaveURL(/\/manage\/account/);
  for (const [path, region, label] of [
    ["/ueber-uns", "Redaktion", "Erst Passwort ändern"],
    ["/en/about", "Editing", "Change password first"],
  ] as const) {
    await page.goto(path);
    const bar = page.getByRole("region", { name: region });
    await expect(bar.getByRole("link", { name: label })).toHaveAttribute("href", `/manage/account?lang=${path.startsWith("/en") ? "en" : "de"}`);
    await expect(bar.getByRole("button", { name: /^(Bearbeiten|Edit)$/ })).toHaveCount(0);
  }
});
