import { expect, test } from "@playwright/test";
import { DEFAULT_COLORS } from "../../src/lib/theme/colors.ts";

/** One page of each kind a visitor meets, German and English; the last two are answered outside the prerendered pages. */
const PAGES = [
  ["home", "/"],
  ["home (en)", "/en"],
  ["Über uns", "/ueber-uns"],
  ["about (en)", "/en/about"],
  ["booking", "/termine"],
  ["directory", "/verzeichnis"],
  ["practitioner", "/practitioners/agnieszka-nowak"],
  ["challenges", "/wochen-challenges"],
  ["challenge", "/weekly-challenge/drei-atemzuege-vor-jeder-mail"],
  ["login", "/login"],
  ["404", "/gibt-es-nicht"],
  ["recipient 404", "/newsletter/not-an-email"],
  ["on-demand error", "/foo;bar"],
] as const;

/** Left edges: the site name in the header, the h1 (the first content of every page's main) and the footer's first line. */
async function edges(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const left = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN;
    return { header: left("header a"), main: left("main h1"), footer: left("footer p") };
  });
}

for (const [width, gutter] of [
  [1280, 64],
  [390, 16],
] as const) {
  test(`header, first content and footer share one left edge on every page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const seen: Record<string, { header: number; main: number; footer: number }> = {};
    for (const [name, path] of PAGES) {
      await page.goto(path);
      seen[name] = await edges(page);
    }
    for (const [name, e] of Object.entries(seen)) {
      for (const part of ["header", "main", "footer"] as const) {
        expect.soft(Math.abs(e[part] - gutter), `${name}: ${part} at x=${e[part]}, expected ${gutter}`).toBeLessThanOrEqual(1);
      }
    }
  });
}

test("the header keeps the site's colours on a page with a theme of its own", async ({ page }) => {
  const background = async (path: string) => {
    await page.goto(path);
    return page.locator("header").evaluate((el) => getComputedStyle(el).backgroundColor);
  };
  const home = await background("/");
  // The default theme's main colour (a transparent header would make every page "alike").
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(DEFAULT_COLORS.colorMain.slice(i, i + 2), 16));
  expect(home).toBe(`rgb(${r}, ${g}, ${b})`);
  expect(await background("/wochen-challenges")).toBe(home);
  expect(await background("/en/challenges")).toBe(home);
  expect(await background("/login")).toBe(home);
});

test("the quote on 'Über uns' has one bar, not two nested ones", async ({ page }) => {
  await page.goto("/ueber-uns");
  const bars = await page
    .locator(".rich-text:has(blockquote)")
    .evaluate((root) => [root, ...root.querySelectorAll("*")].filter((el) => parseFloat(getComputedStyle(el).borderInlineStartWidth) > 0).length);
  expect(bars).toBe(1);
});

test("the footer sits at the bottom of a short page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto("/login");
  const bottom = await page.locator("footer").evaluate((el) => el.getBoundingClientRect().bottom);
  expect(bottom).toBeCloseTo(1000, 0);
});

test("a first view paints with the fallback fonts and loads the web fonts after; later views use them from the start", async ({ page }) => {
  // Whether the web fonts may load when the document is parsed, and the main font then.
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      const root = document.documentElement;
      (window as unknown as { atParse: unknown }).atParse = {
        on: root.classList.contains("wf"),
        font: getComputedStyle(root).getPropertyValue("--theme-font-main"),
      };
    }),
  );
  const atParse = () => page.evaluate(() => (window as unknown as { atParse: { on: boolean; font: string } }).atParse);
  await page.goto("/");
  expect(await atParse()).toEqual({ on: false, font: expect.not.stringContaining("Lora") });
  await expect(page.locator("html")).toHaveClass(/\bwf\b/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Lora"'))).toBe(true);
  await page.goto("/ueber-uns");
  expect(await atParse()).toEqual({ on: true, font: expect.stringContaining("Lora") });
});
