import { expect, test } from "@playwright/test";
import { testEachPath } from "./each-page.ts";
import { builtSitemapPaths, parseSitemapPaths } from "./sitemap-urls.ts";

const SITEMAP = builtSitemapPaths();
// Without SITE_URL the server names itself on localhost at the port it listens on.
const own = (baseURL: string | undefined) => (path: string) => `http://localhost:${new URL(baseURL!).port}${path}`;

test("a page has its description, canonical and hreflang alternates incl. x-default", async ({ page, baseURL }) => {
  const abs = own(baseURL);
  await page.goto("/en/about");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Who is behind Atemraum/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", abs("/en/about"));
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", abs("/ueber-uns"));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", abs("/en/about"));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", abs("/ueber-uns"));
});

test("the home pages point at each other", async ({ page, baseURL }) => {
  const abs = own(baseURL);
  await page.goto("/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", abs("/"));
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", abs("/en"));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", abs("/"));
});

test("sitemap.xml lists every content page in both languages with alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of ["/", "/en", "/ueber-uns", "/en/about", "/impressum", "/en/imprint"]) expect(locs).toContain(path);
  expect(xml).toMatch(
    /<loc>https?:\/\/[^<]*\/ueber-uns<\/loc><xhtml:link rel="alternate" hreflang="de" href="https?:\/\/[^"]*\/ueber-uns"\/><xhtml:link rel="alternate" hreflang="en" href="https?:\/\/[^"]*\/en\/about"\/><xhtml:link rel="alternate" hreflang="x-default"/,
  );
  expect(parseSitemapPaths(xml), "the URLs the per-URL tests below cover").toEqual(SITEMAP);
});

testEachPath("a sitemap URL answers 200 itself, not through a redirect", SITEMAP, (path) => async ({ request }) => {
  expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(200);
});

test("robots.txt allows the site, keeps crawlers out of private areas and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  for (const path of ["/manage", "/api", "/cms", "/login", "/newsletter/", "/present/"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${own(baseURL)("/sitemap.xml")}\n`);
});
