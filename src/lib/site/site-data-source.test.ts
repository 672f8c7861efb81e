import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createContentService, type ContentService } from "../../content-service/index.ts";
import { createCmsClient } from "../cms/client.ts";
import { createSiteDataSource } from "./site-data-source.ts";

const APP = "unit-app";
const CLIENT = { id: `${APP}:default`, secret: "unit-secret-0123456789", role: "Owner" as const };
let service: ContentService | undefined;
let dir: string | undefined;

afterEach(() => {
  service?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A client over a real embedded service whose content reads fail while `outage.colors` is set. */
async function setup() {
  dir = mkdtempSync(join(tmpdir(), "baukasten-site-source-"));
  service = createContentService({ dataDir: dir, app: APP, clients: [CLIENT], tokenKey: "unit-token-key-0123456789-0123456789-abcdef" });
  const outage = { colors: false };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (outage.colors && new URL(request.url).pathname.endsWith("/colors")) return new Response("down", { status: 503 });
    return service!.fetch(request);
  }) as typeof fetch;
  const cms = createCmsClient({ baseUrl: "http://embedded", app: APP, clientId: CLIENT.id, clientSecret: CLIENT.secret, fetch: fetchFn });
  const schema = { name: "colors", isPublished: true, fields: [{ name: "hexcode", properties: { fieldType: "String" } }] };
  expect(
    (await cms.request(`api/apps/${APP}/schemas`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(schema) })).status,
  ).toBe(201);
  await cms.contents.create("colors", { hexcode: { iv: "#123456" } }, { publish: true });
  return { source: createSiteDataSource(cms, "baukasten"), outage };
}

describe("site data source", () => {
  it("keeps a complete read until cleared (schemas the app lacks count as empty), and reads again after a failed part", async () => {
    const { source, outage } = await setup();
    const quiet = console.error;
    console.error = () => {};
    try {
      outage.colors = true;
      expect((await source.get()).colors).toEqual([]);
      outage.colors = false;
      const healed = await source.get();
      expect(healed.colors.map((c) => c.data.hexcode)).toEqual([{ iv: "#123456" }]);
      expect(await source.get()).toBe(healed);
      source.clear();
      expect(await source.get()).not.toBe(healed);
    } finally {
      console.error = quiet;
    }
  });
});
