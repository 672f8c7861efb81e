import { expect, test, type APIResponse } from "@playwright/test";

function expectHardened(response: APIResponse, html: boolean): void {
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBeTruthy();
  // Plain HTTP: HSTS belongs to TLS responses only.
  expect(headers["strict-transport-security"]).toBeUndefined();
  if (!html) return;
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("'unsafe-inline'");
}

test("a prerendered page carries the CSP header and the hardening headers", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expectHardened(response, true);
});

test("an on-demand page carries the same headers", async ({ request }) => {
  const response = await request.get("/login");
  expect(response.status()).toBe(200);
  expectHardened(response, true);
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectHardened(missing, true);
});

test("on-demand JSON carries nosniff and the referrer policy", async ({ request }) => {
  const response = await request.get("/api/_auth/session");
  expect(response.headers()["content-type"]).toContain("application/json");
  expectHardened(response, false);
});

test("a static asset is served brotli-compressed when asked, and cached immutably", async ({ page, request }) => {
  // Content pages carry their CSS inline; the directory page references its map loader as a file.
  await page.goto("/verzeichnis");
  const src = await page.locator('script[type="module"][src^="/_astro/"]').first().getAttribute("src");
  expect(src).toMatch(/^\/_astro\/.+\.js$/);
  const response = await request.get(src!, { headers: { "Accept-Encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["vary"]).toContain("Accept-Encoding");
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expectHardened(response, false);
  expect(await response.text()).toContain("IntersectionObserver");
});

test("content pages carry their stylesheet inline (no render-blocking request)", async ({ page }) => {
  await page.goto("/");
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  expect(await page.locator("style").evaluateAll((styles) => styles.some((s) => (s.textContent ?? "").includes("--color-main")))).toBe(true);
});

test("the Permissions-Policy names only features Chromium knows: no page logs a warning about it", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  for (const path of ["/", "/en", "/login"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
  }
  expect(messages.filter((text) => /Permissions-Policy|Unrecognized feature/i.test(text))).toEqual([]);
});
