import { config } from "../lib/config.ts";

type Lang = "de" | "en";
type Item = { id: string; data: Record<string, Record<string, unknown> | undefined> };

/** What the minimal home pages show: the home page's title and every page's title. */
export interface HomeContent {
  title: string;
  pages: { id: string; title: string }[];
}

const HOME_SLUGS = new Set(["", "/", "home", "index", "startseite"]);

function localized(field: Record<string, unknown> | undefined, lang: Lang): unknown {
  return field?.[lang] ?? field?.iv ?? field?.de;
}

function titleOf(item: Item, lang: Lang): string {
  const title = localized(item.data.title, lang);
  if (typeof title === "string" && title) return title;
  const seo = localized(item.data.seo, lang) as { seotitle?: string } | undefined;
  return seo?.seotitle ?? item.id;
}

function slugOf(item: Item, lang: Lang): string | undefined {
  const seo = localized(item.data.seo, lang) as { slug?: unknown } | undefined;
  const slug = seo?.slug ?? localized(item.data.slug, lang);
  return typeof slug === "string" ? slug.trim().replace(/^\/+|\/+$/g, "").toLowerCase() : undefined;
}

/** The content service's fetch and base URL: in-process when embedded, else the real Squidex. */
async function upstream(): Promise<{ base: string; fetch: (request: Request) => Promise<Response> }> {
  const c = config();
  if (c.contentServiceUrl) return { base: c.contentServiceUrl, fetch: (r) => fetch(r) };
  const { embeddedService } = await import("../lib/cms/embedded.ts");
  const service = embeddedService(c);
  return { base: "http://content.internal", fetch: async (r) => service.fetch(r) };
}

/** Reads the published pages over the Squidex protocol (client credentials → bearer token). */
export async function loadHomeContent(lang: Lang): Promise<HomeContent> {
  const c = config();
  const { base, fetch: send } = await upstream();
  const tokenResponse = await send(
    new Request(`${base}/identity-server/connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: c.clientId, client_secret: c.clientSecret, scope: "squidex-api" }),
    }),
  );
  if (!tokenResponse.ok) throw new Error(`content service token request failed: ${tokenResponse.status}`);
  const { access_token } = (await tokenResponse.json()) as { access_token: string };
  const list = await send(
    new Request(`${base}/api/content/${c.app}/pages?$top=200`, { headers: { authorization: `Bearer ${access_token}` } }),
  );
  if (!list.ok) throw new Error(`content service pages request failed: ${list.status}`);
  const items = ((await list.json()) as { items: Item[] }).items;
  const home = items.find((item) => HOME_SLUGS.has(slugOf(item, lang) ?? "\u0000")) ?? items[0];
  return {
    title: home ? titleOf(home, lang) : "baukasten",
    pages: items.map((item) => ({ id: item.id, title: titleOf(item, lang) })),
  };
}
