import { expect, test } from "@playwright/test";

interface Payload {
  id: string;
  lang: string;
  path: string;
  title: string;
  seo: { seotitle: string; slug: string; description: string };
  blocks: { id: string; schemaName: string; active: boolean; fields: object }[];
  theme: { id: string; data: Record<string, { iv?: unknown }> } | null;
  backgroundColor: { id: string; data: Record<string, { iv?: unknown }> } | null;
  alternates: Record<string, string>;
}

const PAYLOADS = [
  { url: "/_payload.json", lang: "de", path: "/", slug: "", alternates: { de: "/", en: "/en" } },
  { url: "/en/_payload.json", lang: "en", path: "/en", slug: "", alternates: { de: "/", en: "/en" } },
  { url: "/ueber-uns/_payload.json", lang: "de", path: "/ueber-uns", slug: "ueber-uns", alternates: { de: "/ueber-uns", en: "/en/about" } },
  { url: "/en/about/_payload.json", lang: "en", path: "/en/about", slug: "about", alternates: { de: "/ueber-uns", en: "/en/about" } },
];

for (const expected of PAYLOADS) {
  test(`${expected.url} carries the page, its block tree and its theme`, async ({ request }) => {
    const response = await request.get(expected.url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const body = (await response.json()) as Payload;
    expect(body).toMatchObject({ lang: expected.lang, path: expected.path, seo: { slug: expected.slug }, alternates: expected.alternates });
    expect(body.id).toMatch(/\S/);
    expect(body.title).toBe(body.seo.seotitle);
    expect(body.blocks.length).toBeGreaterThan(0);
    for (const block of body.blocks)
      expect(block).toMatchObject({ id: expect.any(String), schemaName: expect.stringMatching(/^[a-z0-9-]+$/), active: expect.any(Boolean) });
    expect(body.theme?.data.colorMain?.iv).toMatch(/^#[0-9a-f]{3,6}$/i);
  });
}

test("the home payload resolves its background colour", async ({ request }) => {
  const body = (await (await request.get("/_payload.json")).json()) as Payload;
  expect(body.backgroundColor?.data.hexcode?.iv).toMatch(/^#[0-9a-f]{3,6}$/i);
});

test("payloads are served compressed like the pages", async ({ request }) => {
  const response = await request.get("/_payload.json", { headers: { "accept-encoding": "br" } });
  expect(response.headers()["content-encoding"]).toBe("br");
});

test("builds/latest.json names the build whose meta lists route rules and prerendered paths", async ({ request }) => {
  const latestResponse = await request.get("/builds/latest.json");
  expect(latestResponse.status()).toBe(200);
  expect(latestResponse.headers()["cache-control"]).toBe("no-cache");
  const latest = (await latestResponse.json()) as { id: string; timestamp: number };
  expect(latest.id).toMatch(/^[A-Za-z0-9-]+$/);
  expect(latest.timestamp).toBeGreaterThan(Date.UTC(2020, 0, 1));

  const metaResponse = await request.get(`/builds/meta/${latest.id}.json`);
  expect(metaResponse.status()).toBe(200);
  const meta = (await metaResponse.json()) as {
    id: string;
    timestamp: number;
    routeRules: Record<string, { redirect: { to: string; statusCode: number } }>;
    prerendered: string[];
  };
  expect(meta).toMatchObject({ id: latest.id, timestamp: latest.timestamp });
  expect(meta.routeRules["/home"]).toEqual({ redirect: { to: "/", statusCode: 301 } });
  for (const path of ["/", "/en", "/ueber-uns", "/en/about"]) expect(meta.prerendered).toContain(path);
  for (const rule of Object.values(meta.routeRules)) {
    expect([301, 308]).toContain(rule.redirect.statusCode);
    expect(rule.redirect.to).toMatch(/^(\/(?!\/)|https:\/\/)/);
  }
});
