import { expect, type APIRequestContext } from "@playwright/test";
import { logIn } from "./admin.ts";

/** The live build's id, as visitors' pages poll it. */
export const latestId = async (request: APIRequestContext) => ((await (await request.get(`/builds/latest.json?${Date.now()}`)).json()) as { id: string }).id;

/**
 * Publishes a change that reaches every page, as an editor through the site's proxy: the default
 * theme's neutral colour (light backgrounds), one step in its last hex digit, so no colour or
 * contrast the specs beside it check changes (the header's main colour is checked exactly). Every
 * page's head changes; waits until the new build is live and returns its id.
 */
export async function publishThemeStep(request: APIRequestContext, baseURL: string): Promise<string> {
  const headers = { origin: baseURL };
  await logIn(request, baseURL);
  const before = await latestId(request);
  const settings = (await (await request.get("/cms/api/content/baukasten/global-settings?$top=1")).json()) as {
    items: { data: { defaultTheme: { iv: string[] } } }[];
  };
  const themeId = settings.items[0]!.data.defaultTheme.iv[0]!;
  const theme = (await (await request.get(`/cms/api/content/baukasten/theme-settings/${themeId}`)).json()) as { data: { colorNeutral: { iv: string } } };
  const neutral = theme.data.colorNeutral.iv;
  const data = { ...theme.data, colorNeutral: { iv: neutral.slice(0, -1) + (parseInt(neutral.slice(-1), 16) ^ 1).toString(16) } };
  expect((await request.put(`/cms/api/content/baukasten/theme-settings/${themeId}`, { data, headers })).status()).toBe(200);
  await expect.poll(() => latestId(request), { timeout: 30_000 }).not.toBe(before);
  return latestId(request);
}
