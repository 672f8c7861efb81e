import { expect, type APIResponse, type Page } from "@playwright/test";

/** A block of a page as the content service stores it. */
export type Block = {
  id: string;
  schemaName: string;
  schemaId?: string;
  active?: boolean;
  fields: Record<string, Record<string, unknown>>;
  children?: Block[];
};
/** A page item: its version and its data, the block tree among them. */
export type Item = { id: string; version: number; data: { blocks: { iv: Block[] } } & Record<string, unknown> };

/** The page item's address through the site's proxy to the content service. */
export const pageUrl = (id: string) => `/cms/api/content/baukasten/pages/${encodeURIComponent(id)}`;
/** The id of the page the browser shows. */
export const pageId = (page: Page) => page.locator('meta[name="page-id"]').getAttribute("content") as Promise<string>;

/**
 * GET `url` through the page's request context. Like a browser, it sends the request again once
 * when a reused keep-alive connection was closed by the server meanwhile (the server closes idle
 * ones after 5 s; Playwright's client does not heed the Keep-Alive hint).
 */
async function get(page: Page, url: string, headers: Record<string, string>): Promise<APIResponse> {
  try {
    return await page.request.get(url, { headers });
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return page.request.get(url, { headers });
  }
}

/** The page's newest version (drafts included), as the editor's session reads it through the proxy. */
export async function readPage(page: Page, id: string): Promise<Item> {
  const res = await get(page, pageUrl(id), { "x-unpublished": "1" });
  expect(res.status()).toBe(200);
  return (await res.json()) as Item;
}

/**
 * Puts the page's draft back as the seed made it (its version 0), through the API, so a test (and
 * its retry) starts from the same page whatever an earlier attempt saved.
 */
export async function resetPage(page: Page, baseURL: string, id: string): Promise<void> {
  const seed = await get(page, `${pageUrl(id)}?version=0`, { "x-unpublished": "1" });
  const { data } = (await seed.json()) as Item;
  const { version } = await readPage(page, id);
  const res = await page.request.put(pageUrl(id), {
    data,
    headers: { origin: baseURL, "if-match": String(version), "x-unpublished": "1", "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Creates a new draft page with the content of the page shown at `from` under the slugs `slug`
 * (German and English), through the proxy: a page of the calling test's own, so specs running
 * beside it never see it change. Answers the new page's id.
 */
export async function copyPage(page: Page, baseURL: string, from: string, slug: { de: string; en: string }): Promise<string> {
  await page.goto(from);
  const { data } = await readPage(page, await pageId(page));
  const seo = data.seo as Record<"de" | "en", Record<string, unknown>>;
  const copy = { ...data, seo: { de: { ...seo.de, slug: slug.de }, en: { ...seo.en, slug: slug.en } } };
  const res = await page.request.post("/cms/api/content/baukasten/pages", {
    data: copy,
    headers: { origin: baseURL, "x-unpublished": "1", "content-type": "application/json" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as Item).id;
}
