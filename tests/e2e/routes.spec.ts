import { expect, test } from "@playwright/test";

/** Every content route form in both languages, with the seeded `<h1>` and `seo.seotitle`. */
const ROUTES = [
  { path: "/", lang: "de", h1: "Atmen lernen. Gelassener leben.", title: "Atemraum – Atmen lernen, gelassener leben" },
  { path: "/en", lang: "en", h1: "Learn to breathe. Live more calmly.", title: "Atemraum – learn to breathe, live more calmly" },
  { path: "/ueber-uns", lang: "de", h1: "Über uns", title: "Über uns | Atemraum" },
  { path: "/en/about", lang: "en", h1: "About us", title: "About us | Atemraum" },
  { path: "/kontakt/", lang: "de", h1: "Kontakt", title: "Kontakt | Atemraum" },
  { path: "/en/contact/", lang: "en", h1: "Contact", title: "Contact | Atemraum" },
];

for (const route of ROUTES) {
  test(`${route.path} renders its page in ${route.lang}`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", route.lang);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
  });
}

test("the language switcher leads to the matching page, not to the other home", async ({ page }) => {
  await page.goto("/ueber-uns");
  const switcher = page.getByRole("navigation", { name: "Sprache wählen" });
  await expect(switcher.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true");
  const english = switcher.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("hreflang", "en");
  await expect(english).toHaveAttribute("lang", "en");
  await english.click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");

  await page.getByRole("navigation", { name: "Choose language" }).getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/ueber-uns$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Über uns");
});

test("the main navigation links to pages in the current language", async ({ page }) => {
  await page.goto("/en");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/en/about");
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Über uns" })).toHaveAttribute("href", "/ueber-uns");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/impressum");
});

test("the skip link is the first stop and targets the main landmark", async ({ page }) => {
  await page.goto("/en/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("main#main")).toHaveCount(1);
});

test("a German path that matches nothing is a German 404", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle("Seite nicht gefunden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByText("Seite nicht gefunden: /does-not-exist")).toBeVisible();
});

test("an English path that matches nothing is an English 404 titled 'Page Not Found'", async ({ page }) => {
  const response = await page.goto("/en/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Page Not Found");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(page.getByText("Page not found: /en/does-not-exist")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/en");
});

test.describe("login in English", () => {
  test.use({ javaScriptEnabled: false });

  test("?lang=en gives English labels and errors", async ({ page }) => {
    await page.goto("/login?lang=en&error=limited");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await expect(page.getByRole("alert")).toHaveText("Too many login attempts. Please wait a moment and try again.");
    await page.goto("/login?lang=en&error=invalid");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is wrong.");
  });

  test("/en/login is English; /login stays German for an English browser", async ({ page }) => {
    await page.goto("/en/login?error=invalid");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is wrong.");
    const switcher = page.getByRole("navigation", { name: "Choose language" });
    await expect(switcher.getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/login");
    await page.goto("/login?error=limited", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("alert")).toHaveText("Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.");
  });
});

test("configured redirects are answered by the server with their status", async ({ request }) => {
  const home = await request.get("/home?x=1", { maxRedirects: 0 });
  expect(home.status()).toBe(301);
  expect(home.headers()["location"]).toBe("/?x=1");
  const en = await request.get("/en/home", { maxRedirects: 0 });
  expect(en.status()).toBe(301);
  expect(en.headers()["location"]).toBe("/en");
  const de = await request.get("/de/", { maxRedirects: 0 });
  expect(de.status()).toBe(301);
  expect(de.headers()["location"]).toBe("/");
});
