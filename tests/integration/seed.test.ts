import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, seedIfEmpty, type SeedOptions } from "../../scripts/seed/index.ts";
import { blockTypes } from "../../src/blocks/catalog.ts";
import { componentSchema } from "../../src/blocks/component-schema.ts";
import { APP, SECRETS, clientId, startTestService, type TestService } from "../helpers/content-service.ts";

const now = new Date();
const options = (service: TestService, extra: Partial<SeedOptions> = {}): SeedOptions => ({
  baseUrl: service.url,
  app: APP,
  clientId: clientId("Owner"),
  clientSecret: SECRETS.Owner,
  siteCode: "baukasten",
  now,
  ...extra,
});
// Over real HTTP, so the seeder's requests take the same path a real Squidex would see.
const http = { fetch: (request: Request) => fetch(request) };

async function total(service: TestService, schema: string, query = ""): Promise<number> {
  const response = await service.call(`/api/content/${APP}/${schema}?$top=1${query}`);
  expect(response.status, schema).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

describe("seed against the embedded service", () => {
  let service: TestService;
  let seededMs = 0;

  beforeAll(async () => {
    service = await startTestService();
    const started = performance.now();
    expect(await seedIfEmpty(http, options(service))).toBe(true);
    seededMs = performance.now() - started;
  });
  afterAll(() => service.close());

  it("creates every schema, published", async () => {
    const response = await service.call(`/api/apps/${APP}/schemas`);
    const { items } = (await response.json()) as { items: { name: string; type: string; isPublished: boolean }[] };
    const names = items.map((s) => s.name);
    for (const name of [
      "pages",
      "colors",
      "text-styles",
      "icons",
      "theme-settings",
      "font-styles",
      "languages",
      "global-settings",
      "backend-navigation",
      "practitioners",
      "appointments",
      "challenges",
      "block-section",
      "block-challenge-single",
    ]) {
      expect(names).toContain(name);
    }
    expect(items.filter((s) => s.type === "Component").length).toBeGreaterThanOrEqual(18);
    expect(items.every((s) => s.isPublished)).toBe(true);
  });

  it("stores every block's component schema as derived from its declaration, labels in German", async () => {
    const response = await service.call(`/api/apps/${APP}/schemas`);
    const { items } = (await response.json()) as {
      items: {
        id: string;
        name: string;
        type: string;
        properties: { label: string; tags?: string[] };
        fields: { name: string; partitioning: string; properties: Record<string, unknown> }[];
      }[];
    };
    const idOf = (name: string) => items.find((s) => s.name === name)!.id;
    for (const block of blockTypes) {
      const derived = componentSchema(block, idOf);
      const stored = items.find((s) => s.name === block.schemaName)!;
      expect(stored.type, block.schemaName).toBe("Component");
      expect(stored.properties, block.schemaName).toMatchObject({ label: block.label.de, tags: derived.properties.tags });
      expect(
        stored.fields.map((f) => f.name),
        block.schemaName,
      ).toEqual(derived.fields.map((f) => f.name));
      for (const [i, field] of derived.fields.entries()) {
        expect(stored.fields[i], `${block.schemaName}.${field.name}`).toMatchObject({ partitioning: field.partitioning, properties: field.properties });
      }
    }
    expect(items.find((s) => s.name === "block-heading")!.fields[0]!.properties.label).toBe("Text");
    expect(items.find((s) => s.name === "block-section")!.properties.label).toBe("Abschnitt");
  });

  it("stores the content counts the issue asks for, all published", async () => {
    expect(await total(service, "pages")).toBeGreaterThanOrEqual(9);
    expect(await total(service, "colors")).toBeGreaterThanOrEqual(8);
    expect(await total(service, "text-styles")).toBeGreaterThanOrEqual(6);
    expect(await total(service, "icons")).toBeGreaterThanOrEqual(20);
    expect(await total(service, "icons", "&$filter=data/critical/iv eq true")).toBeGreaterThan(0);
    expect(await total(service, "font-styles")).toBe(4);
    expect(await total(service, "theme-settings")).toBeGreaterThanOrEqual(1);
    expect(await total(service, "practitioners")).toBeGreaterThanOrEqual(30);
    expect(await total(service, "practitioners", "&$filter=data/display/iv eq false")).toBeGreaterThan(0);
    expect(await total(service, "appointments")).toBeGreaterThanOrEqual(150);
    expect(await total(service, "appointments", "&$filter=data/booked/iv eq true")).toBeGreaterThan(0);
    expect(await total(service, "challenges")).toBeGreaterThanOrEqual(12);
    expect(await total(service, "backend-navigation")).toBeGreaterThan(0);
    expect(await total(service, "global-settings")).toBe(1);
    expect(await total(service, "languages")).toBe(2);
  });

  it("serves the home page in English with its slug and a block tree whose schema ids exist", async () => {
    const response = await service.call(`/api/content/${APP}/pages?$filter=data/critical/iv eq true`, {
      headers: { "X-Flatten": "true", "X-Languages": "en" },
    });
    const { items } = (await response.json()) as { items: { data: { seo: { slug: string }; blocks: { schemaName: string; schemaId: string }[] } }[] };
    const home = items.find((p) => p.data.seo.slug === "");
    expect(home).toBeDefined();
    const block = home!.data.blocks[0]!;
    const schema = await service.call(`/api/apps/${APP}/schemas/${block.schemaId}`);
    expect(schema.status).toBe(200);
    expect(((await schema.json()) as { name: string }).name).toBe(block.schemaName);
  });

  it("uploads the illustrations the image blocks point at", async () => {
    const response = await service.call(`/api/apps/${APP}/assets`);
    const { items } = (await response.json()) as { items: { id: string; mimeType: string }[] };
    expect(items.length).toBeGreaterThanOrEqual(4);
    const file = await fetch(`${service.url}/api/assets/${APP}/${items[0]!.id}`);
    expect(file.headers.get("content-type")).toBe("image/png");
  });

  it("is a no-op the second time", async () => {
    const before = await total(service, "pages");
    expect(await seedIfEmpty(http, options(service))).toBe(false);
    expect(await total(service, "pages")).toBe(before);
    console.log(`base seed over HTTP: ${Math.round(seededMs)} ms`);
  });

  it("fails with the service's message when the schemas already exist", async () => {
    await expect(seed(http, options(service))).rejects.toThrow(/Creating schema languages failed: HTTP (400|409)/);
  });

  it("refuses a wrong secret before writing anything", async () => {
    await expect(seedIfEmpty(http, options(service, { clientSecret: "wrong-secret-0123456789" }))).rejects.toThrow(/HTTP 401/);
  });
});

describe("seed at scale", () => {
  it("adds 200 generated pages and 500 practitioners", async () => {
    const service = await startTestService();
    try {
      // In-process this time: the path `npm start` and `npm run seed` take.
      const report = await seed(service.service, options(service, { baseUrl: "http://embedded", pages: 200, practitioners: 500 }));
      expect(report.contents.pages).toBeGreaterThanOrEqual(209);
      expect(await total(service, "pages")).toBe(report.contents.pages);
      expect(await total(service, "practitioners")).toBe(report.contents.practitioners);
      console.log(`seed with --pages 200 --practitioners 500: ${report.durationMs} ms, ${Object.values(report.contents).reduce((a, b) => a + b, 0)} items`);
    } finally {
      await service.close();
    }
  });
});
