import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { logIn } from "./admin.ts";
import { controlled } from "./service-worker.ts";

// Runs on a site of its own (playwright.config.ts, project "isolated"): which pages a build changed
// is what these tests are about, and on the shared site other specs publish colours meanwhile.
// Both tests publish /ueber-uns: one after the other.
test.describe.configure({ mode: "serial" });

type Item = { id: string; data: { seo?: { de?: { slug?: string } }; blocks: { iv: unknown } } & Record<string, unknown> };

const latestId = async (request: APIRequestContext) => ((await (await request.get(`/builds/latest.json?${Date.now()}`)).json()) as { id: string }).id;
const buildOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute("content");

/**
 * An editor publishes a new main heading on /ueber-uns through the site's proxy (the builder's
 * way) and waits until the page is live with it; returns the new build's id.
 */
async function publishHeading(request: APIRequestContext, baseURL: string, from: string, to: string): Promise<string> {
  const headers = { origin: baseURL };
  await logIn(request, baseURL);
  const items = ((await (await request.get("/cms/api/content/baukasten/pages?$top=200")).json()) as { items: Item[] }).items;
  const item = items.find((p) => p.data.seo?.de?.slug === "ueber-uns");
  expect(item, "the seeded page /ueber-uns").toBeDefined();
  const blocks = JSON.stringify(item!.data.blocks.iv);
  expect(blocks, "the heading's text in the page's blocks").toContain(JSON.stringify(from));
  const data = { ...item!.data, blocks: { iv: JSON.parse(blocks.replace(JSON.stringify(from), JSON.stringify(to))) as unknown } };
  const before = await latestId(request);
  expect((await request.put(`/cms/api/content/baukasten/pages/${item!.id}`, { data, headers })).status()).toBe(200);
  await expect.poll(() => latestId(request), { timeout: 30_000 }).not.toBe(before);
  await expect.poll(async () => (await (await request.get("/ueber-uns")).text()).includes(to), { timeout: 30_000 }).toBe(true);
  return latestId(request);
}

/** Lets the page check for a new build now (it checks when the tab becomes visible) and waits until it has read build `id`'s meta. */
async function checkNow(page: Page, id: string): Promise<void> {
  const meta = page.waitForResponse((r) => r.url().includes(`/builds/meta/${id}.json`));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await meta;
}

/** Opens `path` and waits for the page's first build check (about a second after it is idle). */
async function open(page: Page, path: string): Promise<void> {
  const meta = page.waitForResponse((r) => r.url().includes("/builds/meta/"));
  await page.goto(path);
  await meta;
}

/** What the service worker keeps for `path`: its text and the `Date` it was fetched at, or null. */
const kept = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await caches.match(url);
    return response ? { text: await response.text(), date: response.headers.get("date") } : null;
  }, path);

/** The build the worker last brought its pages up to. */
const synced = (page: Page) => page.evaluate(async () => (await (await caches.open("baukasten-offline")).match("/__baukasten-build"))?.text() ?? null);

/** What a back/forward restore runs; true when the page reloaded itself after it. */
async function reloadsOnRestore(page: Page): Promise<boolean> {
  const reloaded = page.waitForEvent("load", { timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  return reloaded;
}

test("online: after a publish the next navigation shows the change; a page the build left alone is current with its older build id", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/ueber-uns");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await open(page, "/kontakt");
  const kontaktBuild = await buildOf(page);
  const live = await publishHeading(request, baseURL!, heading, `${heading} (neu)`);
  await checkNow(page, live);

  // /kontakt was not rendered again: it keeps its build id, and it is not taken for outdated.
  expect(await buildOf(page)).toBe(kontaktBuild);
  expect(kontaktBuild).not.toBe(live);
  expect(await reloadsOnRestore(page)).toBe(false);

  // The new page's own first check comes before the next publish, so it learns of that one only when asked.
  const firstCheck = page.waitForResponse((r) => r.url().includes("/builds/meta/"));
  await Promise.all([page.waitForURL("**/ueber-uns"), page.locator('a[href="/ueber-uns"]').first().click()]);
  await firstCheck;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${heading} (neu)`);
  expect(await buildOf(page)).toBe(live);

  // A page a later build changed is outdated: a back/forward restore of it loads it again.
  await checkNow(page, await publishHeading(request, baseURL!, `${heading} (neu)`, heading));
  expect(await reloadsOnRestore(page)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
});

test("offline: a kept page is refreshed in the background after a publish, and the pages it did not change stay kept as they were", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto("/ueber-uns");
  await controlled(page);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  // Through the worker now: both pages are kept.
  await page.reload();
  await open(page, "/kontakt");
  const live = await latestId(request);
  await expect.poll(() => synced(page), { timeout: 15_000 }).toBe(live);
  const kontakt = await kept(page, "/kontakt");
  expect(kontakt).not.toBeNull();
  expect((await kept(page, "/ueber-uns"))?.text).toContain(heading);
  // Date headers have a resolution of a second: a page fetched again would show a later one.
  await page.waitForTimeout(1_100);

  const changed = `${heading} – frisch`;
  const next = await publishHeading(request, baseURL!, heading, changed);
  await checkNow(page, next);
  await expect.poll(async () => (await kept(page, "/ueber-uns"))?.text.includes(changed), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => synced(page), { timeout: 15_000 }).toBe(next);
  // Not fetched again: the publish did not change it.
  expect((await kept(page, "/kontakt"))?.date).toBe(kontakt!.date);

  await context.setOffline(true);
  try {
    await page.goto("/ueber-uns");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(changed);
    await page.goto("/kontakt");
    expect(await buildOf(page)).not.toBeNull();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Gerade keine Verbindung");
  } finally {
    await context.setOffline(false);
  }
  await publishHeading(request, baseURL!, changed, heading);
});
