import { expect, test, type Page } from "@playwright/test";
import { publishThemeStep } from "./publish-theme.ts";
import { controlled } from "./service-worker.ts";
import { offerInstall } from "./install-offer.ts";

const buildOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute("content");

test("the service worker registers at /sw.js with scope /", async ({ page, baseURL }) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: r.scope, script: r.active?.scriptURL };
  });
  expect(registration.scope).toBe(`${baseURL}/`);
  expect(registration.script).toBe(`${baseURL}/sw.js`);
});

test("each language's page links its own manifest: names, the theme's main colour, start URL, scope and icons that exist", async ({ page, request }) => {
  for (const [path, lang] of [
    ["/", "de"],
    ["/en", "en"],
  ] as const) {
    await page.goto(path);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const response = await request.get(href!);
    expect(response.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({ lang, start_url: path, scope: "/", display: "standalone" });
    expect(manifest.name).toBe(await page.locator("header a").first().textContent());
    // The header is painted in the theme's main colour; the installed app's title bar is too.
    const main = await page.locator("header").evaluate((header) => getComputedStyle(header).getPropertyValue("--theme-main").trim());
    expect(manifest.theme_color).toBe(main);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.headers()["content-type"]).toBe("image/png");
      const bytes = await png.body();
      // PNG IHDR: width and height as big-endian 32-bit numbers at bytes 16 and 20.
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  }
});

test("visited pages load offline; a page never visited shows the offline page in its language", async ({ page, context }) => {
  await page.goto("/ueber-uns");
  await controlled(page);
  // Through the worker now: the page is kept.
  await page.reload();
  const title = await page.title();
  await context.setOffline(true);
  try {
    await page.goto("/ueber-uns");
    expect(await page.title()).toBe(title);
    await page.goto("/kontakt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gerade keine Verbindung");
    await page.goto("/en/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  } finally {
    await context.setOffline(false);
  }
});

test("after a publish, the pages the worker keeps are refreshed in the background: offline they are the new build's", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto("/wochen-challenges");
  await controlled(page);
  await page.goto("/termine");
  await page.goto("/wochen-challenges");
  const old = await buildOf(page);
  const live = await publishThemeStep(request, baseURL!);
  expect(live).not.toBe(old);
  // The page learns of the build (and tells the worker) when it becomes visible.
  const answered = page.waitForResponse((r) => r.url().includes("/builds/latest.json"));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await answered;
  // The theme is on every page: the worker fetches both kept pages again, neither visited since.
  const keptBuild = (path: string) =>
    page.evaluate(async (url) => /<meta name="build-id" content="([^"]+)"/.exec((await (await caches.match(url))?.text()) ?? "")?.[1] ?? null, path);
  await expect.poll(() => keptBuild("/termine"), { timeout: 15_000 }).not.toBe(old);
  await expect.poll(() => keptBuild("/wochen-challenges"), { timeout: 15_000 }).not.toBe(old);
  await context.setOffline(true);
  try {
    await page.goto("/termine");
    expect(await buildOf(page)).not.toBe(old);
    await page.goto("/wochen-challenges");
    expect(await buildOf(page)).not.toBe(old);
  } finally {
    await context.setOffline(false);
  }
});

test("a first view loads no install banner even when the browser offers installation; the second shows it, and not again once dismissed", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await offerInstall(page);
  await page.waitForTimeout(1_500);
  // Nothing on a first view: the visitor has not read anything yet.
  expect(scripts).toEqual([]);
  await expect(page.getByRole("region", { name: "Atemraum als App" })).toHaveCount(0);

  await page.goto("/ueber-uns");
  await offerInstall(page);
  const banner = page.getByRole("region", { name: "Atemraum als App" });
  await expect(banner).toBeVisible();
  expect(scripts.some((url) => /\/_astro\/InstallPrompt\.[\w-]+\.js$/.test(url))).toBe(true);
  // It leaves room below the page: the footer's end can be scrolled above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = await page.locator("footer").boundingBox();
  const bar = await banner.boundingBox();
  expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);

  await banner.getByRole("button", { name: "Nicht jetzt" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("baukasten:install-dismissed"))).not.toBeNull();
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe("");
  await page.reload();
  await offerInstall(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole("region", { name: "Atemraum als App" })).toHaveCount(0);
});

test("on a first view the banner comes once the visitor has read for 30 s", async ({ page }) => {
  await page.clock.install();
  await page.goto("/kontakt");
  await offerInstall(page);
  await page.clock.runFor(25_000);
  await expect(page.getByRole("region", { name: "Atemraum als App" })).toHaveCount(0);
  await page.clock.runFor(6_000);
  await expect(page.getByRole("region", { name: "Atemraum als App" })).toBeVisible();
});

test("the install prompt speaks English on English pages, opens the browser's dialog and is cleared on install", async ({ page }) => {
  await page.goto("/en");
  await page.goto("/en/about");
  await offerInstall(page);
  const banner = page.getByRole("region", { name: "Atemraum as an app" });
  await expect(banner).toBeVisible();
  await page.evaluate(() => dispatchEvent(new Event("appinstalled")));
  await expect(banner).toBeHidden();
  await offerInstall(page, "accepted");
  await page.getByRole("button", { name: "Install" }).click();
  await expect(page.getByRole("region", { name: "Atemraum as an app" })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("baukasten:install-dismissed"))).toBeNull();
});

test("route rules that cannot be fetched or read log 'Error fetching app manifest' / '…creating app manifest matcher'", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  // On the context: once the service worker controls the page, its fetches go through the worker.
  await context.route("**/builds/meta/**", (route) => route.abort());
  await page.goto("/ueber-uns");
  await expect.poll(() => errors.some((e) => e.startsWith("Error fetching app manifest")), { timeout: 10_000 }).toBe(true);
  await context.unroute("**/builds/meta/**");
  await context.route("**/builds/meta/**", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }));
  errors.length = 0;
  await page.goto("/kontakt");
  await expect.poll(() => errors.some((e) => e.startsWith("Error creating app manifest matcher")), { timeout: 10_000 }).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
