import { expect, test, type Page } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { gzipSync } from "node:zlib";

/** At most 10 KB gzip of JavaScript on a plain content page, inline scripts included. */
const BUDGET_GZIP = 10 * 1024;
const CONTENT_PAGES = ["/", "/ueber-uns", "/en/about"];

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** Gzip bytes of every script the page loads (decoded body, compressed here) and of its inline scripts. */
async function scriptBytes(page: Page, path: string): Promise<{ total: number; files: Record<string, number> }> {
  const files: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.body().then(
        (body) => void (files[new URL(response.url()).pathname] = gzipSize(body)),
        () => void (files[response.url()] = NaN),
      ),
    );
  });
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  await Promise.all(pending);
  // Executable inline scripts only: JSON data blocks (`application/ld+json`, `application/json`) are not code.
  const inline = await page.locator("script:not([src])").evaluateAll((nodes) =>
    nodes
      .filter((n) => /^(|module|(text|application)\/(java|ecma)script)$/i.test((n as HTMLScriptElement).type.trim()))
      .map((n) => n.textContent ?? "")
      .filter((s) => s.trim() !== ""),
  );
  inline.forEach((source, i) => (files[`inline #${i + 1}`] = gzipSize(source)));
  return { total: Object.values(files).reduce((a, b) => a + b, 0), files };
}

for (const path of CONTENT_PAGES) {
  test(`${path} loads at most 10 KB of JavaScript (gzip, inline included)`, async ({ page }) => {
    const { total, files } = await scriptBytes(page, path);
    expect(total, JSON.stringify(files)).toBeLessThanOrEqual(BUDGET_GZIP);
  });
}

// The directory's lazy map (no Leaflet code until the map is visible) is covered by directory.spec.ts.

/**
 * A first TCP round trip carries ten segments of 1,460 bytes (the initial congestion window): a
 * content page whose compressed document and headers fit in it paints after one round trip; 100
 * bytes more cost a second one (Lighthouse's LCP on the home page: 0.9 → 1.05 s).
 */
const FIRST_ROUND_TRIP = 10 * 1460;

/** The body and the raw status line and headers of `path` as they go over the wire, asking for brotli. */
function wireBytes(baseURL: string, path: string): Promise<{ body: number; head: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { headers: { "accept-encoding": "br" } }, (res) => {
      let body = 0;
      res.on("data", (chunk: Buffer) => (body += chunk.length));
      res.on("end", () => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({ body, head: Buffer.byteLength(lines.join("\r\n") + "\r\n\r\n"), encoding: res.headers["content-encoding"] });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

for (const path of ["/", "/en", "/ueber-uns", "/en/about"]) {
  test(`${path} and its headers fit the first round trip (${FIRST_ROUND_TRIP} B, brotli)`, async ({ baseURL }) => {
    const { body, head, encoding } = await wireBytes(baseURL!, path);
    expect(encoding, path).toBe("br");
    expect(body + head, `body ${body} B + headers ${head} B`).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });
}

/** A booking page's JavaScript for a whole booking, gzip, UI library included. */
const BOOKING_BUDGET_GZIP = 75 * 1024;

/**
 * A booking page loads no island code until its block is visible; then the island (Preact, the
 * Astro renderer, the slot list), and with the first chosen slot the form's part (the form, its
 * checks, the page language's strings). Everything a booking loads, with the inline scripts every
 * content page carries, stays within 75 KB gzip.
 */
test("a whole booking loads at most 75 KB of JavaScript (gzip, UI library included), and nothing before its block is visible", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 240 });
  const files: Record<string, number> = {};
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const name = new URL(response.url()).pathname;
    pending.push(response.body().then((body) => void (files[name] = gzipSize(body))));
  });
  const loaded = async () => {
    await page.waitForLoadState("networkidle");
    await Promise.all(pending);
    return Object.values(files).reduce((a, b) => a + b, 0);
  };
  await page.goto("/termine", { waitUntil: "networkidle" });
  const block = page.locator(".book-appointment").first();
  expect((await block.boundingBox())!.y).toBeGreaterThan(240);
  expect(await loaded()).toBe(0);
  await block.scrollIntoViewIfNeeded();
  await expect(block.locator("[data-booking-app]")).toBeVisible();
  const island = await loaded();
  await block.locator('input[type="radio"]').first().check();
  await expect(block.getByRole("button", { name: "Verbindlich buchen" })).toBeVisible();
  const scripts = await loaded();
  const inline = await page
    .locator("script:not([src])")
    .evaluateAll((nodes) =>
      nodes.filter((n) => /^(|module|(text|application)\/(java|ecma)script)$/i.test((n as HTMLScriptElement).type.trim())).map((n) => n.textContent ?? ""),
    );
  const whole = scripts + inline.reduce((sum, source) => sum + gzipSize(source), 0);
  console.log(`booking page: island ${island} B, whole booking ${whole} B gzip`, JSON.stringify(files));
  expect(island).toBeGreaterThan(0);
  expect(whole, JSON.stringify(files)).toBeLessThanOrEqual(BOOKING_BUDGET_GZIP);
});
