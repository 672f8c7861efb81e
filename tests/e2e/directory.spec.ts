import { expect, test, type Page } from "@playwright/test";
import { violations } from "./axe.ts";

/**
 * The result count as the browser's accessibility tree has it: the number is CSS generated content
 * (a counter), which no DOM text API returns, but Chromium exposes it to assistive technology.
 */
async function resultText(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send("Runtime.evaluate", { expression: "document.querySelector('.practitioner-overview .dir-result')" });
  const { nodes } = await cdp.send("Accessibility.queryAXTree", { objectId: result.objectId!, role: "StaticText" });
  await cdp.detach();
  return nodes
    .map((n) => String(n.name?.value ?? "").trim())
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Card links of the directory overview (the first block on /verzeichnis), in directory order. */
async function directoryLinks(page: Page, path = "/verzeichnis"): Promise<string[]> {
  await page.goto(path);
  return page
    .locator(".practitioner-overview .dir-list > li h2 a, .practitioner-overview .dir-list > li h3 a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
}

test.describe("practitioner detail pages", () => {
  test("render the name as h1 in all three forms; the /de form is canonical to the German path", async ({ page }) => {
    for (const path of ["/practitioners/juergen-weiss", "/de/practitioners/juergen-weiss", "/en/practitioners/juergen-weiss"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^J(ü|ue)rgen Wei(ß|ss)$/);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/de/practitioners/juergen-weiss");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!, page.url()).pathname).toBe("/practitioners/juergen-weiss");
  });

  test("two practitioners with the same slug get a deterministic suffix", async ({ page }) => {
    await page.goto("/practitioners/juergen-weiss");
    const first = await page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/practitioners/juergen-weiss-2");
    const second = await page.getByRole("heading", { level: 1 }).textContent();
    expect([first, second].sort()).toEqual(["Juergen Weiss", "Jürgen Weiß"]);
  });

  test("next and previous wrap around at both ends, with named links in the page language", async ({ page }) => {
    const links = await directoryLinks(page);
    expect(links.length).toBeGreaterThan(10);
    await page.goto(links[0]!);
    expect(await page.locator('a[rel="prev"]').getAttribute("href")).toBe(links.at(-1));
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe(links[1]);
    await expect(page.locator('a[rel="prev"]')).toHaveAccessibleName(/^Vorheriges Profil: /);
    await page.goto(links.at(-1)!);
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe(links[0]);
    await expect(page.locator('a[rel="next"]')).toHaveAccessibleName(/^Nächstes Profil: /);
    const en = await directoryLinks(page, "/en/directory");
    await page.goto(en.at(-1)!);
    expect(await page.locator('a[rel="next"]').getAttribute("href")).toBe(en[0]);
    await expect(page.locator('a[rel="next"]')).toHaveAccessibleName(/^Next profile: /);
  });

  test("hidden and other-site practitioners have no page and no card", async ({ page }) => {
    expect((await page.goto("/practitioners/gudrun-maass"))?.status()).toBe(404);
    expect((await page.goto("/practitioners/jonas-oehler"))?.status()).toBe(404);
    await page.goto("/verzeichnis");
    await expect(page.locator(".practitioner-overview")).not.toContainText("Gudrun Maaß");
    await expect(page.locator(".practitioner-overview")).toContainText("Änne Strauß");
  });

  test("load no map code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/practitioners/juergen-weiss");
    await page.goto("/en/weekly-challenge/stairs-instead-of-the-lift");
    expect(scripts.filter((s) => /leaflet|map-loader/.test(s))).toEqual([]);
  });
});

test.describe("directory filters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("country, language and city filters narrow the cards (AND) and the count follows", async ({ page }) => {
    await page.goto("/verzeichnis");
    const overview = page.locator(".practitioner-overview").first();
    const cards = overview.locator(".dir-list > li");
    const visible = () => cards.filter({ visible: true });
    const total = await cards.count();
    await expect(visible()).toHaveCount(total);
    await expect.poll(() => resultText(page)).toMatch(new RegExp(`^${total} von ${total} angezeigt$`));

    const country = overview.getByRole("group", { name: "Land" });
    await country.getByLabel(/^Österreich/).check();
    const atCount = Number(/\((\d+)\)/.exec((await country.getByText(/^Österreich/).textContent())!)![1]);
    await expect(visible()).toHaveCount(atCount);
    for (const text of await visible().allTextContents()) expect(text).toContain("Österreich");
    await expect.poll(() => resultText(page)).toMatch(new RegExp(`^${atCount} von ${total} `));

    await overview
      .getByRole("group", { name: "Sprache" })
      .getByLabel(/^Englisch/)
      .check();
    const both = await visible().count();
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(atCount);

    await overview.getByRole("group", { name: "Stadt" }).getByLabel(/^Wien/).check();
    await expect(visible()).toHaveCount(1);
    await expect(visible()).toContainText("Maria Höller");
    await expect.poll(() => resultText(page)).toMatch(new RegExp(`^1 von ${total} `));

    await overview.getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect(visible()).toHaveCount(total);
  });

  test("the English directory labels its filters in English", async ({ page }) => {
    await page.goto("/en/directory");
    const overview = page.locator(".practitioner-overview").first();
    await overview
      .getByRole("group", { name: "Country" })
      .getByLabel(/^Switzerland/)
      .check();
    for (const text of await overview.locator(".dir-list > li").filter({ visible: true }).allTextContents()) expect(text).toContain("Switzerland");
  });
});

test.describe("directory map", () => {
  test("Leaflet is requested only once the map is scrolled into view; the list stays when tiles fail", async ({ page }) => {
    await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await page.goto("/verzeichnis");
    await page.waitForLoadState("networkidle");
    expect(requested.some((u) => u.includes("map-loader"))).toBe(true);
    expect(requested.filter((u) => /\/_astro\/leaflet\.[^/]*\.(js|css)$/.test(u))).toEqual([]);
    const leaflet = page.waitForRequest(/\/_astro\/leaflet\.[^/]*\.js$/);
    await page.locator("[data-practitioner-map]").first().scrollIntoViewIfNeeded();
    await leaflet;
    await expect(page.locator("[data-practitioner-map]").first()).toHaveAttribute("data-state", "ready");
    const markers = page.locator("[data-practitioner-map] .leaflet-interactive");
    const all = await markers.count();
    expect(all).toBeGreaterThan(10);
    await expect(page.locator(".practitioner-overview .dir-list > li").first()).toBeVisible();
    // With JavaScript the markers follow the filters.
    await page.locator(".practitioner-overview").first().getByRole("group", { name: "Stadt" }).getByLabel(/^Wien/).check();
    await expect(markers).toHaveCount(1);
    await page.locator(".practitioner-overview").first().getByRole("button", { name: "Filter zurücksetzen" }).click();
    await expect(markers).toHaveCount(all);
  });
});

test.describe("weekly challenge detail pages", () => {
  test("render in all three forms with per-language slugs", async ({ page }) => {
    for (const [path, title, lang] of [
      ["/weekly-challenge/treppe-statt-aufzug", "Treppe statt Aufzug", "de"],
      ["/de/weekly-challenge/treppe-statt-aufzug", "Treppe statt Aufzug", "de"],
      ["/en/weekly-challenge/stairs-instead-of-the-lift", "Stairs instead of the lift", "en"],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("article.challenge ol li").first()).toBeVisible();
    }
    const alternate = await page.locator('link[rel="alternate"][hreflang="de"]').getAttribute("href");
    expect(new URL(alternate!, page.url()).pathname).toBe("/weekly-challenge/treppe-statt-aufzug");
  });

  test("the current week's challenge is highlighted on the challenges page", async ({ page }) => {
    await page.goto("/wochen-challenges");
    await expect(page.locator('[data-current="true"]').first()).toContainText("Diese Woche");
    const href = await page.locator('.challenge-card[data-current="true"] a[href^="/weekly-challenge/"]').first().getAttribute("href");
    await page.goto(href!);
    await expect(page.locator('article[data-current="true"]')).toBeVisible();
  });
});

test.describe("book-appointment block", () => {
  for (const [path, timezone] of [
    ["/termine", "Alle Zeiten in UTC"],
    ["/en/booking", "All times in UTC"],
  ] as const) {
    test(`lists open slots grouped by day on ${path}`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator(".book-appointment").first();
      await expect(block).toContainText(timezone);
      const days = block.locator("section[data-date]");
      expect(await days.count()).toBeGreaterThan(5);
      const dates = await days.evaluateAll((s) => s.map((e) => e.getAttribute("data-date")!));
      expect([...dates].sort()).toEqual(dates);
      expect(new Set(dates).size).toBe(dates.length);
      const slots = await days
        .first()
        .locator("li[data-slot]")
        .evaluateAll((l) => l.map((e) => e.getAttribute("data-slot")!));
      expect(slots.length).toBeGreaterThan(0);
      expect([...slots].sort()).toEqual(slots);
      for (const s of slots) expect(s.slice(0, 10)).toBe(dates[0]);
      await expect(block.locator("button")).toHaveCount(0);
    });
  }
});

test.describe("accessibility of the directory parts", () => {
  // Scoped to this feature's markup: the rest of each page is covered by the sitemap-wide axe sweep.
  const PARTS = [".practitioner-overview", ".book-appointment", ".challenge", ".challenge-card", "article.practitioner"];
  for (const path of [
    "/verzeichnis",
    "/en/directory",
    "/practitioners/juergen-weiss",
    "/en/practitioners/juergen-weiss",
    "/wochen-challenges",
    "/en/weekly-challenge/stairs-instead-of-the-lift",
    "/",
    "/termine",
  ]) {
    test(`axe finds no WCAG 2.2 AA violation in the directory parts of ${path}`, async ({ page }) => {
      await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
      await page.goto(path);
      const present: string[] = [];
      for (const part of PARTS) if ((await page.locator(part).count()) > 0) present.push(part);
      expect(present.length).toBeGreaterThan(0);
      const map = page.locator("[data-practitioner-map]");
      if ((await map.count()) > 0) await map.first().scrollIntoViewIfNeeded();
      expect(await violations(page, present)).toEqual([]);
    });
  }
});
