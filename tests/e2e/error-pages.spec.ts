import { expect, test, type Page } from "@playwright/test";
import de from "../../src/i18n/de.json" with { type: "json" };
import en from "../../src/i18n/en.json" with { type: "json" };

const STRINGS = { de, en } as Record<"de" | "en", Record<string, string>>;

/**
 * Phrases only the other language uses: its UI strings that differ from this language's, cut at
 * placeholders, long enough not to occur inside a word by chance.
 */
function foreignPhrases(lang: "de" | "en"): string[] {
  const other = lang === "de" ? "en" : "de";
  // The admin's strings never show on a visitor's error page, and some are words both languages share ("Start").
  return Object.entries(STRINGS[other])
    .filter(([key, value]) => !key.startsWith("admin.") && value !== STRINGS[lang][key])
    .flatMap(([, value]) => value.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 5);
}

/** The page's visible text, without what is marked as another language (the language switcher's own names). */
const visibleText = (page: Page, lang: string) =>
  page.evaluate((lang) => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll("[lang]")) if (el.getAttribute("lang") !== lang) el.remove();
    for (const el of body.querySelectorAll("style, script, .sr-only")) el.remove();
    return body.innerText || body.textContent || "";
  }, lang);

const SCREENS = [
  ["login", "/login", "de", "Anmelden"],
  ["login", "/en/login", "en", "Log in"],
  ["404", "/gibt-es-nicht", "de", "Seite nicht gefunden"],
  ["404", "/en/nothing-here", "en", "Page Not Found"],
  ["recipient 404", "/newsletter/not-an-email", "de", "Seite nicht gefunden"],
  ["recipient 404", "/newsletter/not-an-email?lang=en", "en", "Page Not Found"],
  ["500", "/500", "de", "Interner Serverfehler"],
  ["on-demand error", "/foo;bar", "de", "Ungültiger Pfad"],
  ["on-demand error", "/en/foo;bar", "en", "Bad path"],
] as const;

const HOME = { de: "/", en: "/en" } as const;

/** Header and footer as a visitor reads them: site name, navigation and language links. */
const chrome = (page: Page) =>
  page.evaluate(() => ({
    header: [...document.querySelectorAll("header a, header summary")].map((e) => e.textContent!.trim()),
    footer: [...document.querySelectorAll("footer p, footer a")].map((e) => e.textContent!.trim()),
  }));

for (const [name, path, lang, h1] of SCREENS) {
  test(`${name} ${path}: the site's fonts, header and footer, only ${lang === "de" ? "German" : "English"}`, async ({ page }) => {
    await page.goto(HOME[lang]);
    const homeChrome = await chrome(page);

    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    // The login page does not link to itself from its footer.
    const loginLink = STRINGS[lang]["login.title"];
    const expected = name === "login" ? { ...homeChrome, footer: homeChrome.footer.filter((text) => text !== loginLink) } : homeChrome;
    expect(await chrome(page)).toEqual(expected);

    const fonts = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector("h1")!).fontFamily,
      text: getComputedStyle(document.querySelector("main p, main label")!).fontFamily,
      header: getComputedStyle(document.querySelector("header a")!).fontFamily,
    }));
    expect(fonts.h1).toMatch(/^"?Lora"?,/);
    expect(fonts.text).toMatch(/^"?Inter"?,/);
    expect(fonts.header).toMatch(/^"?Inter"?,/);
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family.replace(/"/g, "")} ${f.weight}`);
    });
    expect(loaded).toEqual(expect.arrayContaining(["Lora 700", "Inter 400"]));

    const text = await visibleText(page, lang);
    expect(foreignPhrases(lang).filter((phrase) => text.includes(phrase))).toEqual([]);
  });
}
